import { defineConfig } from "@playwright/test";
import { e2eServers } from "./tests/e2e/server-log.ts";

const baseURL = `http://localhost:${e2eServers.builtin.port}`;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  outputDir: "test-results",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The production build (npm run test:e2e builds first), each on its own fresh database: the
  // built-in agent, and the openai provider against a local OpenAI-compatible server.
  webServer: (["builtin", "openai"] as const).map((variant) => ({
    command: `node --import tsx tests/e2e/serve.ts ${variant}`,
    url: `http://localhost:${e2eServers[variant].port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 25_000 },
  })),
  use: {
    baseURL,
    browserName: "chromium",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "javascript", use: { javaScriptEnabled: true } },
    { name: "no-javascript", use: { javaScriptEnabled: false } },
  ],
});
