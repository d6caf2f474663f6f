import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { methodNotAllowed } from "./api-edge.server.ts";
import { englishErrorText } from "./error-text.server.ts";
import { DomainError, type ErrorCode, httpStatusOf } from "./errors.ts";
import { jsonFailure, readJsonBody } from "./json-response.server.ts";
import { getInstance } from "./i18n-context.server.ts";
import { refuseCrossSite } from "./origin-check.server.ts";
import { getCurrentUser } from "./require-user.server.ts";
import type { SignedInUser } from "./request-context.ts";
import { redirectWithToast, withToast } from "./toast.server.ts";
import type { Toast } from "./toast.ts";

/**
 * The HTTP side shared by the billing calls (spec §7): they answer JSON callers with
 * {success, ...} and plain HTML forms with a redirect (post/redirect/get), and every §8 code
 * becomes its toast (title and message from billing:codes.*). The routes under /subscription and
 * /api/subscription read the request here and call the billing use cases with values.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The signed-in caller of a billing call (app/features/billing checks what they may do). */
type BillingActor = Pick<SignedInUser, "id" | "email" | "emailVerified">;

/** A call that names one organization: referenceId (the spec's name) or organizationId. */
const OrganizationRefSchema = z.object({
  referenceId: z.string().trim().max(100).optional(),
  organizationId: z.string().trim().max(100).optional(),
});

type BillingRequestBody = { fields: Record<string, unknown>; isForm: boolean } | null;

/** A form post (urlencoded or multipart) or a JSON body; null when neither parses. */
async function readBillingBody(request: Request): Promise<BillingRequestBody> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) {
    const form = await request.formData();
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
    return { fields, isForm: true };
  }
  const json = await readJsonBody(request, 16 * 1024);
  if (json === null || typeof json !== "object" || Array.isArray(json)) return null;
  return { fields: json as Record<string, unknown>, isForm: false };
}

const toastCodes = new Set<ErrorCode>([
  "SUBSCRIPTION_ALREADY_ACTIVE",
  "EMAIL_VERIFICATION_REQUIRED",
  "ORGANIZATION_NOT_FOUND",
  "INSUFFICIENT_PERMISSIONS",
  "STRIPE_CHECKOUT_FAILED",
  "STRIPE_BILLING_PORTAL_FAILED",
  "STRIPE_CUSTOMER_NOT_FOUND",
  "STRIPE_SUBSCRIPTION_NOT_FOUND",
  "INVALID_ORGANIZATION_ID",
  "INVALID_SEAT_COUNT",
  "INVALID_PLAN_TYPE",
  "VALIDATION_FAILED",
  "SUBSCRIPTION_SYNC_FAILED",
  "BILLING_NOT_CONFIGURED",
  "UNAUTHENTICATED",
  "INTERNAL_ERROR",
]);

/** The toast of a billing code (spec §8): its title, and its message. */
export function billingToast(t: Translate, code: string): Toast {
  const known = toastCodes.has(code as ErrorCode) ? code : "INTERNAL_ERROR";
  return {
    type: known === "SUBSCRIPTION_ALREADY_ACTIVE" ? "info" : "error",
    title: t(`billing:codes.${known}.title`),
    description: t(`billing:codes.${known}.message`),
  };
}

/** A failure of a billing call: JSON {success: false, error, code} with its status, or a redirect back with the toast. */
function billingFailure(
  error: unknown,
  { isForm, t, back }: { isForm: boolean; t: Translate; back: string },
): Response {
  if (!(error instanceof DomainError)) throw error;
  const toast = billingToast(t, error.code);
  if (isForm) return redirectWithToast(back, toast, { status: 303 });
  return jsonFailure(statusOf(error), toast.description ?? englishErrorText(error), {
    code: error.code,
    title: toast.title,
  });
}

function statusOf(error: DomainError): number {
  return httpStatusOf(error);
}

/** A redirect for form callers that also carries a toast. */
export function redirectTo(url: string, toast?: Toast): Response {
  const headers = new Headers({ Location: url });
  if (toast) withToast(headers, toast);
  return new Response(null, { status: 303, headers });
}

/** The organization a call names: referenceId (the spec's name) or organizationId. */
export function organizationIdOf(fields: { referenceId?: string; organizationId?: string }): string {
  return fields.referenceId || fields.organizationId || "";
}

/** What a billing call's handler receives once the caller is known and the body is read. */
export type BillingPostContext<T> = {
  actor: BillingActor;
  /** The parsed body, or null when it did not match the call's schema. */
  data: T | null;
  /** The fields the schema refused (their top-level names), when data is null. */
  invalidFields: string[];
  organizationId: string;
  isForm: boolean;
  t: Translate;
  /** Where a form goes back to with a toast. */
  back: string;
};

type BillingPost<T> = {
  schema: {
    safeParse(
      input: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }> } };
  };
  /** The page a form came from, from what the body says (also where sign-in returns to). */
  back: (data: T | null, organizationId: string) => string;
  /** A signed-out form is sent to sign in and back; false for calls made only by scripts. */
  signInForms: boolean;
  run: (context: BillingPostContext<T>) => Promise<Response>;
};

/**
 * One billing call (spec §7): POST only (405), refuses other sites, reads a form or JSON body,
 * requires a signed-in user, then runs the call; a DomainError becomes its §8 answer (billingFailure).
 * The caller and the translator of the toasts come from the router context.
 */
export async function handleBillingPost<T extends { referenceId?: string; organizationId?: string }>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  post: BillingPost<T>,
): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed();
  const { t } = getInstance(context);
  const actor = getCurrentUser(context)?.user ?? null;
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const body = await readBillingBody(request);
  const isForm = body?.isForm ?? false;
  const parsed = post.schema.safeParse(body?.fields ?? null);
  const data = parsed.success ? parsed.data : null;
  const invalidFields = parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0] ?? ""));
  const organizationId = data ? organizationIdOf(data) : "";
  const back = post.back(data, organizationId);
  if (!actor) {
    if (isForm && post.signInForms) return redirectTo(`/auth?mode=signin&redirectTo=${encodeURIComponent(back)}`);
    return billingFailure(new DomainError("UNAUTHENTICATED"), { isForm, t, back });
  }
  try {
    return await post.run({ actor, data, invalidFields, organizationId, isForm, t, back });
  } catch (error) {
    return billingFailure(error, { isForm, t, back });
  }
}

/** Settings > Account, for the organization named (where Manage Billing and the plan live). */
export function accountPage(organizationId: string): string {
  return `/settings/account${organizationId ? `?organizationId=${encodeURIComponent(organizationId)}` : ""}`;
}

/**
 * A call on one organization's subscription ({organizationId} or referenceId; restore, sync): runs
 * it and answers {success, subscription}, or for a form a 303 back to Settings > Account with
 * 'Subscription updated'. `signInForms` as in handleBillingPost.
 */
export function handleSubscriptionCall(
  request: Request,
  context: Readonly<RouterContextProvider>,
  {
    signInForms,
    call,
  }: { signInForms: boolean; call: (scope: { actor: BillingActor; organizationId: string }) => Promise<unknown> },
): Promise<Response> {
  return handleBillingPost(request, context, {
    schema: OrganizationRefSchema,
    back: (_data, organizationId) => accountPage(organizationId),
    signInForms,
    async run({ actor, organizationId, isForm, t, back }) {
      if (!organizationId) throw new DomainError("INVALID_ORGANIZATION_ID");
      const subscription = await call({ actor, organizationId });
      if (isForm) return redirectTo(back, { type: "success", title: t("billing:subscription.updated") });
      return Response.json({ success: true, subscription });
    },
  });
}
