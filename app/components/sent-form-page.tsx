import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { PanelPage } from "./ui/panel-page.tsx";

/** What the form of a SentFormPage gets: its defaults, the action's reply, and the seconds to wait after a 429. */
export type SentFormProps<Defaults> = {
  defaults: Defaults;
  lastResult?: SubmissionResult<string[]>;
  retryAfter?: number;
};

/**
 * PostForm's `errors` and `errorValues` for the form of a SentFormPage: its own errors, led after a
 * 429 by the page's "try again in {{seconds}} seconds" (`rateLimitedKey`, in the form's namespace).
 */
export function sentFormErrors(errors: string[] | undefined, retryAfter: number | undefined, rateLimitedKey: string) {
  return retryAfter
    ? { errors: [rateLimitedKey, ...(errors ?? [])], errorValues: { seconds: retryAfter } }
    : { errors };
}

/**
 * A page whose plain form sends a message to the operator (report a bug, contact sales; the edge
 * is lib/sent-form.server.ts): the intro and the form, or, once sent (post/redirect/get to
 * ?sent=1), the sent heading, the confirmation and an optional link to send another.
 */
export function SentFormPage({
  title,
  back,
  headingId,
  heading,
  sent,
  intro,
  children,
}: {
  title: string;
  back: { to: string; label: ReactNode };
  headingId: string;
  heading: ReactNode;
  sent: { heading: ReactNode; body: ReactNode; again?: { href: string; label: ReactNode } } | null;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <PanelPage title={title} back={back} headingId={headingId} heading={sent ? sent.heading : heading}>
      {sent ? (
        <>
          <p role="status" className="text-success">
            {sent.body}
          </p>
          {sent.again ? (
            <a href={sent.again.href} className="self-start font-medium text-brand underline dark:text-accent">
              {sent.again.label}
            </a>
          ) : null}
        </>
      ) : (
        <>
          <p className="text-ink-muted">{intro}</p>
          {children}
        </>
      )}
    </PanelPage>
  );
}
