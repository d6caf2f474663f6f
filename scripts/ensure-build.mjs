import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * `npm start` and `npm run db:migrate` build when there is no build yet, or when a source file is
 * newer than it, so a fresh clone starts with `npm install && npm start`. Plain JavaScript: it runs
 * before anything is compiled, and in an image that holds only the build (no sources: no rebuild).
 */
const buildEntries = ["build/server/index.js", "build/server.js", "build/migrate.js", "build/tasks/document-text.js"];
const sources = [
  "app",
  "db",
  "jobs",
  "locales",
  "public",
  "server.ts",
  "scripts",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

/** @param {string} target */
function newestModification(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestModification(path.join(target, entry)));
  return newest;
}

const builtAt = Math.min(...buildEntries.map((entry) => (existsSync(entry) ? statSync(entry).mtimeMs : 0)));
if (builtAt === 0 || sources.some((source) => newestModification(source) > builtAt)) {
  console.log(
    builtAt === 0 ? "No build yet: building Parley..." : "Sources changed since the last build: rebuilding...",
  );
  execSync("npm run build", { stdio: "inherit" });
}
