import type { SubmissionResult } from "@conform-to/react";
import type { LastResult } from "~/components/forms.tsx";

/**
 * What the action of /settings/organization answers: the intent that was posted, the row it was
 * about (a member, a token, an invitation), the form's result and, once, a new token's secret.
 * Client-safe.
 */
export type OrganizationSettingsReply = {
  intent: string;
  target: string | null;
  result: SubmissionResult<string[]> | null;
  token: { name: string; secret: string } | null;
};

/** The result of one form on the page (of one row's form when `target` is given). */
export function resultFor(reply: OrganizationSettingsReply | undefined, intent: string, target?: string): LastResult {
  if (!reply || reply.intent !== intent || !reply.result) return undefined;
  if (target !== undefined && reply.target !== target) return undefined;
  return reply.result;
}

/** The form errors of the first of `intents` that answered about `target`. */
export function formErrorsFor(
  reply: OrganizationSettingsReply | undefined,
  intents: string[],
  target?: string,
): string[] | undefined {
  for (const intent of intents) {
    const errors = resultFor(reply, intent, target)?.error?.[""];
    if (errors) return errors;
  }
  return undefined;
}
