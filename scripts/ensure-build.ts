import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * `npm start` builds when there is no build yet, or when a source file is newer than it, so a
 * fresh clone starts with `npm install && npm start`.
 */
const buildEntry = "build/server/index.js";
const sources = ["app", "db", "jobs", "locales", "public", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestModification(path.join(target, entry)));
  return newest;
}

const builtAt = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
if (builtAt === 0 || sources.some((source) => newestModification(source) > builtAt)) {
  console.log(builtAt === 0 ? "No build yet: building Parley..." : "Sources changed since the last build: rebuilding...");
  execSync("npx react-router build", { stdio: "inherit" });
}
