import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { englishErrorText, englishMessage } from "./error-text.server.ts";
import { DomainError, translateError } from "./errors.ts";
import { resources } from "./i18n-resources.server.ts";

async function translatorFor(language: string) {
  const i18n = createInstance();
  await i18n.init({ lng: language, fallbackLng: "en", resources, interpolation: { escapeValue: false } });
  return i18n.getFixedT(language, "errors");
}

describe("a domain error's text", () => {
  it("is the reader's language on a page, with its parameters", async () => {
    const error = new DomainError("RATE_LIMITED", "errors:domain.tooManyAttempts", { retryAfter: 30 });
    expect(translateError(await translatorFor("de"), error)).toBe(
      "Zu viele Versuche. Bitte versuchen Sie es in 30 Sekunden erneut.",
    );
    expect(translateError(await translatorFor("en"), error)).toBe("Too many attempts. Please try again in 30 seconds.");
  });

  it("falls back to its code's text when it names no key, and never shows another error's text", async () => {
    const t = await translatorFor("fr");
    const codes = (resources.fr!.errors as { codes: Record<string, string> }).codes;
    expect(translateError(t, new DomainError("USER_NOT_FOUND"))).toBe(codes.userNotFound);
    expect(translateError(t, new Error("select * from users failed"))).toBe(codes.internalError);
  });

  it("is the spec's English in JSON bodies, whatever the key", () => {
    expect(englishErrorText(new DomainError("CONFLICT", "errors:domain.slugTaken"))).toBe("This URL is already taken");
    expect(englishErrorText(new DomainError("INSUFFICIENT_PERMISSIONS"))).toBe("Access Denied");
    expect(englishErrorText(new DomainError("CONFLICT", "errors:domain.invitationAlready.declined"))).toBe(
      "This invitation was already declined",
    );
    expect(englishMessage("Plain text stays")).toBe("Plain text stays");
  });
});

describe("every error key written in the code", () => {
  const root = fileURLToPath(new URL("../", import.meta.url));
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path);
      return /\.tsx?$/.test(name) && !name.includes(".test.") ? [path] : [];
    });
  const english = resources.en!.errors as Record<string, unknown>;
  const lookUp = (path: string) =>
    path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);

  it("has an English text (a dynamic key's every ending too)", () => {
    const missing: string[] = [];
    for (const file of files(root)) {
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(/errors:((?:domain|codes)\.[A-Za-z0-9_.]+?)(\$\{[^}]+\})?["`]/g)) {
        const [, path, dynamic] = match;
        const node = lookUp(dynamic ? path!.replace(/\.$/, "") : path!);
        const ok = dynamic ? node !== null && typeof node === "object" : typeof node === "string";
        if (!ok) missing.push(`${file}: errors:${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
