/** The message sent with attachments: the visitor's text, then a line naming the files. */
export function attachedLine(text: string, names: string[], prefix: string): string {
  const trimmed = text.trim();
  if (names.length === 0) return trimmed;
  const line = `${prefix} ${names.join(", ")}`;
  return trimmed === "" ? line : `${trimmed}\n\n${line}`;
}
