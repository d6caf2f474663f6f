import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, transform } from "esbuild";

/**
 * The second half of `npm run build` (ADR 0054), after `react-router build`: compiles the process
 * entries to JavaScript so production runs them with plain `node`. server.ts becomes
 * build/server.js and scripts/migrate.ts build/migrate.js; both load the SSR build
 * (build/server/index.js) at run time. The document reader's worker-thread task becomes
 * build/tasks/document-text.js (bounded-worker.server.ts starts it). Packages stay in node_modules.
 */
await build({
  entryPoints: {
    server: "server.ts",
    migrate: "scripts/migrate.ts",
    "tasks/document-text": "app/features/files/document-text.task.ts",
  },
  outdir: "build",
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  logLevel: "warning",
});

/**
 * The translations the server reads a language at a time (app/lib/i18n-resources.server.ts, ADR
 * 0114): build/ is all a production image holds.
 */
rmSync("build/locales", { recursive: true, force: true });
cpSync("locales", "build/locales", { recursive: true });

/**
 * The SSR build's chunks in ASCII (ADR 0114): V8 keeps each module's source for as long as the
 * process runs, and a source with one character beyond Latin-1 (a "→" in a comment, a "’" in a
 * regular expression) is stored two bytes a character. esbuild prints such characters in strings,
 * templates and identifiers as escapes (`\u2192`), which mean the same; it leaves them in regular
 * expressions and kept comments, where `\uXXXX` (one per UTF-16 unit) means the same too.
 */
const nonAscii = /[^\u0000-\u007f]/;
const serverFolder = "build/server";
const chunks = readdirSync(serverFolder, { recursive: true }).filter((file) => String(file).endsWith(".js"));
for (const chunk of chunks) {
  const file = path.join(serverFolder, String(chunk));
  const source = readFileSync(file, "utf8");
  if (!nonAscii.test(source)) continue;
  const { code } = await transform(source, { loader: "js", format: "esm", charset: "ascii", logLevel: "warning" });
  // After a backslash, `\\uXXXX` would mean something else: refused rather than guessed.
  if (/\\[^\u0000-\u007f]/.test(code)) throw new Error(`${file}: an escaped non-ASCII character`);
  const escape = (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
  writeFileSync(file, code.replace(new RegExp(nonAscii, "g"), escape));
}
