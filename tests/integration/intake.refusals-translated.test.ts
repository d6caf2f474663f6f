import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { clientKeyContext } from "../../app/lib/request-context.ts";
import { i18nextMiddleware } from "../../app/middleware/i18n.server.ts";
import { action as intakeAction } from "../../app/routes/intake/index.tsx";
import { createTestOrganization } from "../factories/organizations.ts";

const origin = "http://localhost:3000";

/** Posts the intake page's form as a browser in `language` does (the i18n middleware reads Accept-Language). */
async function post(slug: string, language: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request(`${origin}/?organizationId=${slug}`, {
    method: "POST",
    headers: { Origin: origin, "Accept-Language": language },
    body: form,
  });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, `refusals-${language}`);
  const args = { request, context, params: {} };
  const result = (await (i18nextMiddleware as (args: unknown, next: () => Promise<unknown>) => Promise<unknown>)(
    args,
    () => intakeAction(args as never),
  )) as { type?: string; data?: { error?: string }; init?: { status?: number } };
  return { status: result.init?.status ?? 200, error: result.data?.error };
}

describe("the intake page's refusals", () => {
  it("are shown in the visitor's language, with the same status", async () => {
    const organization = await createTestOrganization();
    expect(await post(organization.slug, "de", { intent: "send", message: "   " })).toEqual({
      status: 400,
      error: "Bitte geben Sie zuerst eine Nachricht ein.",
    });
    expect(await post(organization.slug, "en-US", { intent: "send", message: "" })).toEqual({
      status: 400,
      error: "Please type a message first.",
    });
    expect(await post(organization.slug, "ja", { intent: "send", message: "x".repeat(20_000) })).toEqual({
      status: 400,
      error: "メッセージが長すぎます",
    });
    // No visitor session yet: the checklist answers that the session has ended, in Spanish.
    expect(await post(organization.slug, "es", { intent: "checklist-complete" })).toEqual({
      status: 403,
      error: "Tu sesión ha terminado. Vuelve a cargar la página.",
    });
  });
});
