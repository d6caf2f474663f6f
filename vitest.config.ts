import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// A separate config so the React Router plugin is not loaded for tests.
const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "jobs/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          // Timeouts only catch a hang: a machine shared with other work may be many times slower.
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          sequence: { groupOrder: 1 },
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/template-database.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/file-database.ts"],
          pool: "forks",
          maxWorkers: 2,
          // Timeouts only catch a hang: a machine shared with other work may be many times slower.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
