import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { isSameOriginRequest } from "./origin-check.server.ts";

/**
 * The edge of the plain forms that send a message to the operator (/report-bug, /enterprise):
 * another site's post is refused with the form's own error (403), a submission its schema refused
 * goes back as typed (400), and a sender over the rate limit gets the form back with when to try
 * again (429 and Retry-After). Works without JavaScript: the page shows the reply.
 */
export type SentFormResult = { result: SubmissionResult<string[]>; retryAfter?: number };

type AnySubmission = Pick<Submission<unknown>, "reply">;

/** The form's checked value, or the answer that stops the post before its use case runs. */
export function readSentForm<Value>(
  request: Request,
  submission: Submission<unknown, string[], Value>,
): { value: Value; refused?: undefined } | { refused: ReturnType<typeof data<SentFormResult>> } {
  if (!isSameOriginRequest(request))
    return {
      refused: data<SentFormResult>(
        { result: submission.reply({ formErrors: ["workspace:reportBug.crossSite"] }) },
        { status: 403 },
      ),
    };
  if (submission.status !== "success")
    return { refused: data<SentFormResult>({ result: submission.reply() }, { status: 400 }) };
  return { value: submission.value };
}

/** The 429 of a sender who sent too many: the form as typed, and the seconds until they may send again. */
export function tooManySent(submission: AnySubmission, retryAfterSeconds: number) {
  return data<SentFormResult>(
    { result: submission.reply(), retryAfter: retryAfterSeconds },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}
