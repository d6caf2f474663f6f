import type { PublicOrganization } from "./schemas.ts";

/** Title and description of an intake page, from the organization (spec: chat-workspace §1). */
export const titleSuffix = "AI Legal Assistant";
export const defaultTitle = "Intelligent Legal Assistant & Chat Interface";
const defaultDescription =
  "Tell an AI intake assistant about your legal matter, share documents and get connected with a lawyer.";

function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function intakeTitle(organization: Pick<PublicOrganization, "name" | "introMessage"> | null): string {
  if (!organization) return defaultTitle;
  const lead = organization.name.trim() || shorten(organization.introMessage ?? "", 40);
  return lead ? `${lead} - ${titleSuffix}` : defaultTitle;
}

export function intakeDescription(
  organization: Pick<PublicOrganization, "description" | "introMessage"> | null,
): string {
  const text = organization?.description?.trim() || organization?.introMessage?.trim();
  return text ? shorten(text, 160) : defaultDescription;
}
