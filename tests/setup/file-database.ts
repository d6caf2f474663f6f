import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { databaseUrlFor, templateDatabaseName, testServerUrl } from "./test-database.ts";

/**
 * Each integration test file gets its own database, cloned from the migrated template, so files
 * run in parallel without seeing each other's rows. DATABASE_URL points at it before any
 * application module reads the environment.
 */
const name = `parley_test_${randomBytes(6).toString("hex")}`;
const serverUrl = testServerUrl();
process.env.DATABASE_URL = databaseUrlFor(name);
process.env.LOG_LEVEL ??= "silent";
process.env.NODE_ENV = "test";

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin((client) => client.query(`create database ${name} template ${templateDatabaseName}`));
});

afterAll(async () => {
  const { stopQueue } = await import("../../jobs/queue.ts");
  const { closeDatabase } = await import("../../db/client.ts");
  await stopQueue(5_000);
  await closeDatabase();
  await admin((client) => client.query(`drop database if exists ${name} with (force)`));
});
