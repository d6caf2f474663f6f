import { resources } from "~/lib/i18n-resources.server.ts";

/**
 * The English text of a message key such as "settings:organization.validation.nameRequired", for
 * the JSON calls (forms translate the same keys in the reader's language). Plain text passes.
 */
export function englishMessage(message: string): string {
  const match = /^([a-z]+):([A-Za-z0-9_.]+)$/.exec(message);
  if (!match) return message;
  let node: unknown = resources.en?.[match[1]!];
  for (const part of match[2]!.split("."))
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string" ? node : message;
}
