import { RouterContextProvider } from "react-router";
import { db } from "../../db/client.ts";
import { clientKeyContext } from "../../app/lib/request-context.ts";
import { sessionMiddleware } from "../../app/middleware/session.server.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { createTestUser } from "../factories/users.ts";
import { appOrigin, toResponse } from "./auth-client.ts";

/**
 * Calls an /api/organizations route module directly with a real Request and its route params,
 * through the real session middleware, as a signed-in user (session cookie) or with an API token.
 */
type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown };
export type As = { sessionToken?: string; bearer?: string } | null;

export async function callRoute(
  module: RouteModule,
  path: string,
  options: { as: As; method?: string; json?: unknown; params?: Record<string, string>; origin?: string | null },
): Promise<{ status: number; body: any }> {
  const method = options.method ?? (options.json !== undefined ? "POST" : "GET");
  const headers = new Headers();
  if (options.as?.sessionToken) headers.set("Cookie", `parley_session=${options.as.sessionToken}`);
  if (options.as?.bearer) headers.set("Authorization", `Bearer ${options.as.bearer}`);
  if (method !== "GET" && options.origin !== null && !options.as?.bearer)
    headers.set("Origin", options.origin ?? appOrigin);
  let body: string | undefined;
  if (options.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.json);
  }
  const request = new Request(new URL(path, appOrigin), { method, headers, body });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, "organization-tests");
  const handler = method === "GET" ? module.loader : module.action;
  if (!handler) throw new Error(`No handler for ${method} ${path}`);
  const args = { request, context, params: options.params ?? {} };
  const response = (await (sessionMiddleware as (args: unknown, next: () => Promise<Response>) => Promise<Response>)(
    args,
    async () => {
      try {
        return toResponse(await (handler as (args: unknown) => unknown)(args));
      } catch (thrown) {
        return toResponse(thrown, true);
      }
    },
  )) as Response;
  return { status: response.status, body: await response.json() };
}

export type TeamMember = Awaited<ReturnType<typeof createTestUser>> & { as: As };

async function member(
  organizationId: string | null,
  role: "owner" | "admin" | "attorney" | "paralegal",
  label: string,
): Promise<TeamMember> {
  const user = await createTestUser({ name: label });
  if (organizationId)
    await db
      .insertInto("memberships")
      .values({ organization_id: organizationId, user_id: user.userId, role })
      .execute();
  return { ...user, as: { sessionToken: user.token } };
}

/** A firm with one member of each role, plus a second firm with its own owner, and an outsider. */
export async function createTeams() {
  const firmA = await createTestOrganization({ name: "Abbott & Co" });
  const firmB = await createTestOrganization({ name: "Birch LLP" });
  const [owner, admin, attorney, paralegal, ownerB, outsider] = await Promise.all([
    member(firmA.id, "owner", "Olivia Owner"),
    member(firmA.id, "admin", "Adam Admin"),
    member(firmA.id, "attorney", "Ada Attorney"),
    member(firmA.id, "paralegal", "Paul Paralegal"),
    member(firmB.id, "owner", "Bea Owner"),
    member(null, "paralegal", "Otto Outsider"),
  ]);
  return {
    firmA,
    firmB,
    owner: owner!,
    admin: admin!,
    attorney: attorney!,
    paralegal: paralegal!,
    ownerB: ownerB!,
    outsider: outsider!,
  };
}
