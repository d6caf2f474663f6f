/**
 * What a likely conflict changes in the interview (ADR 0041, ABA Model Rule 1.18): the assistant
 * stops collecting facts, takes contact details only, and tells the visitor the firm will be in
 * touch, never who or what matched. Both providers read the same flag. Client-safe.
 */
export function holdsFacts(world: { conflictHold?: boolean }): boolean {
  return world.conflictHold === true;
}

/** The openai provider's system-prompt addition while the hold lasts. */
export const conflictHoldInstructions = [
  "## Conflict check: on hold",
  "The firm's conflict check found a possible conflict with a party in this matter. Until the firm clears it:",
  "- Do not ask about or collect any more facts of the matter, and do not call `update_matter` with facts (summary, answers, service).",
  "- Take contact details only: call `show_contact_form` if the visitor has not submitted it, then `create_matter` if there is no matter yet.",
  "- Tell the visitor plainly that the firm needs to check something on its side before going further and will be in touch. Never say that a conflict was found, who matched, or anything about the firm's other clients.",
].join("\n");

/** What the visitor is told (in their language, through chat:conflict.hold). */
export function conflictHoldMessage(t: (key: string) => string): string {
  return t("chat:conflict.hold");
}
