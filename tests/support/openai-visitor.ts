import { afterAll, beforeAll, beforeEach } from "vitest";
import { db } from "../../db/client.ts";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { Visitor } from "./intake-client.ts";

/**
 * A test file whose visitors talk to the fake OpenAI server (tests/fakes/openai.ts) through the
 * real SDK: the server starts once per file, its queue is emptied before each test, and each test
 * gets a visitor of a new organization with a session (and, unless told otherwise, the notice
 * acknowledged). `env` sets more variables before any application code reads them.
 */
export function withFakeOpenAI(options: { env?: Record<string, string>; acknowledge?: boolean } = {}) {
  let fake: FakeOpenAI | undefined;
  let visitor: Visitor | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    process.env.OPENAI_BASE_URL = fake.url;
    process.env.OPENAI_API_KEY = "sk-test";
    Object.assign(process.env, options.env);
  });
  afterAll(async () => {
    await fake?.stop();
  });
  beforeEach(async () => {
    fake!.reset();
    const organization = await createTestOrganization();
    visitor = new Visitor(organization.id, organization.slug);
    await visitor.startSession();
    if (options.acknowledge !== false) await visitor.acknowledge();
  });
  return {
    get fake(): FakeOpenAI {
      return fake!;
    },
    get visitor(): Visitor {
      return visitor!;
    },
  };
}

/** The messages stored for a visitor's conversation, in order. */
export async function storedMessages(visitor: Visitor) {
  return db
    .selectFrom("messages")
    .select(["role", "content", "status", "error_code"])
    .where(
      "conversation_id",
      "in",
      db.selectFrom("conversations").select("id").where("intake_session_id", "=", visitor.sessionId!),
    )
    .orderBy("seq")
    .execute();
}
