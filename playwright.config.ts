import { defineConfig } from "@playwright/test";
import { e2eServers } from "./tests/e2e/server-log.ts";

const baseURL = `http://localhost:${e2eServers.builtin.port}`;
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
/** The camera spec needs Chromium's synthetic camera; the other projects never run it. */
const cameraSpec = "**/camera.spec.ts";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  // One retry, reported as "flaky" in the list: a CI run failed twice this month on a form whose
  // feedback never appeared within 12 s (the security page's "Password mismatch", the intake page's
  // "saved"), neither reproducible in hundreds of runs under load nor in a test that clicks at every
  // moment of hydration. A test failing twice still fails the suite (ADR 0116).
  retries: 1,
  forbidOnly: true,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  outputDir: "test-results",
  // A whole test's time is only a guard against a hang, never a measure of speed: a flow of many
  // pages (signing up, buying seats through the local Stripe, the portal) took 34 s on a machine
  // busy with other work (CI-20a, CI-21a) and passed in 12 s on a quiet one. A passing test waits no
  // longer for it.
  timeout: 120_000,
  // How long an assertion waits for the page to get there: generous, so a machine busy with other
  // work (two workers, a build beside them) is not read as a failure; a passing test waits no longer.
  expect: { timeout: 12_000 },
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
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: "javascript", testIgnore: cameraSpec, use: { javaScriptEnabled: true } },
    { name: "no-javascript", testIgnore: cameraSpec, use: { javaScriptEnabled: false } },
    // A fake camera (a synthetic moving picture) whose permission is granted without a prompt.
    {
      name: "camera",
      testMatch: cameraSpec,
      use: {
        javaScriptEnabled: true,
        launchOptions: {
          executablePath,
          args: [...chromiumArgs, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
        },
      },
    },
  ],
});
