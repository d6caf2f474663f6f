import { errorMessageOf, type ErrorParams, isMessageKey } from "./errors.ts";
import { resources } from "./i18n-resources.server.ts";

/**
 * English texts for the JSON API (ADR 0082). A DomainError carries an i18n key and parameters;
 * pages translate the key in the reader's language, the JSON bodies whose texts the spec fixes give
 * its English text (locales/en is the source, and its texts are the spec's strings). Server-only:
 * it reads the bundled English resources.
 */

function englishEntry(key: string): string | null {
  const match = /^([a-z]+):([A-Za-z0-9_.]+)$/.exec(key);
  if (!match) return null;
  let node: unknown = resources.en?.[match[1]!];
  for (const part of match[2]!.split("."))
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string" ? node : null;
}

/** The English text of a message key ("settings:organization.validation.nameRequired") with its parameters; plain text passes. */
export function englishMessage(message: string, params: ErrorParams = {}): string {
  if (!isMessageKey(message)) return message;
  const text = englishEntry(message);
  if (text === null) return message;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The English text a JSON body gives for an error: its key (or its code's) in English, never other prose. */
export function englishErrorText(error: unknown): string {
  const { key, params } = errorMessageOf(error);
  return englishMessage(key, params);
}
