/**
 * The non-engagement letter (ADR 0058): what a declined prospect receives by e-mail. A firm may
 * write its own in Settings; until then the default below says what such a letter must: the firm
 * does not represent them, deadlines may apply, and they should seek other counsel promptly.
 * Placeholders in double braces are filled in when the letter is sent. Client-safe.
 */
export const nonEngagementLetterMaxLength = 10_000;
export const nonEngagementPlaceholders = ["clientName", "firmName", "matterNumber"] as const;

export const defaultNonEngagementLetter = `Dear {{clientName}},

Thank you for contacting {{firmName}} about your matter (reference {{matterNumber}}).

After reviewing the information you provided, we are unable to take on your matter. {{firmName}} does not represent you, no lawyer-client relationship has been formed, and we will take no action on your behalf. Nothing in your conversation with our intake assistant is legal advice.

Strict deadlines and limitation periods may apply to your matter, and missing one could end your rights. Please seek advice from another lawyer promptly.

Our decision is not an opinion on the merits of your matter.

Sincerely,
{{firmName}}`;

export type LetterValues = { clientName: string | null; firmName: string; matterNumber: string };

/** Fills the placeholders; an unknown placeholder stays as written. */
export function renderNonEngagementLetter(template: string | null, values: LetterValues): string {
  const filled: Record<string, string> = {
    clientName: values.clientName?.trim() || "prospective client",
    firmName: values.firmName,
    matterNumber: values.matterNumber,
  };
  return (template?.trim() ? template : defaultNonEngagementLetter).replace(
    /\{\{\s*(\w+)\s*\}\}/g,
    (whole, name: string) => filled[name] ?? whole,
  );
}

export function nonEngagementSubject(values: Pick<LetterValues, "firmName" | "matterNumber">): string {
  return `${values.firmName}: we cannot take on your matter (${values.matterNumber})`;
}
