import { createHash } from "node:crypto";
import { test as base, expect } from "@playwright/test";
import { serverErrorsSince, unexpectedServerErrors } from "./server-log.ts";

/**
 * Every end-to-end test fails on a console.error or an uncaught error in the browser, and on an
 * error written by the server while it ran.
 */
export const test = base.extend<{ failOnErrors: void; expectedConsoleErrors: RegExp[] }>({
  // Each test is its own client: the servers trust the loopback proxy's X-Forwarded-For, so the
  // per-client rate limits (sign-up, sign-in, uploads...) count one test's requests, as they would
  // count one visitor's, instead of the whole suite's (198.18.0.0/15 is reserved for testing).
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const digest = createHash("sha256")
      .update(`${testInfo.testId}:${testInfo.project.name}:${testInfo.retry}`)
      .digest();
    await use({ "X-Forwarded-For": `198.${18 + (digest[0] & 1)}.${digest[1]}.${digest[2]}` });
  },
  // A test that provokes an error answer on purpose (a wrong password gets 401) names the console
  // lines Chromium writes for it: test.use({ expectedConsoleErrors: [/…/] }).
  expectedConsoleErrors: [[], { option: true }],
  failOnErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const browserErrors: string[] = [];
      const documentUrls = new Set<string>();
      page.on("framenavigated", (frame) => documentUrls.add(frame.url()));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A page answered with 404 on purpose is reported by Chromium as a failed load of the
        // document itself; failed loads of anything else still count.
        const documentStatus =
          message.text().startsWith("Failed to load resource") && documentUrls.has(message.location().url);
        const line = `${message.text()} (${message.location().url})`;
        if (!documentStatus && !expectedConsoleErrors.some((pattern) => pattern.test(line))) browserErrors.push(line);
      });
      page.on("pageerror", (error) => {
        // React Router aborts a pending navigation when a newer one starts (two quick auto-saves); the
        // aborted request's rejection, with the browser's default reason, reaches the page unhandled.
        // It changes nothing the user sees; any other uncaught error still fails the test.
        if (error.name === "AbortError" && error.message === "signal is aborted without reason") return;
        browserErrors.push(`${error.name}: ${error.message}`);
      });
      const { ends } = serverErrorsSince({});
      await use();
      expect(browserErrors, "errors in the browser console").toEqual([]);
      expect(unexpectedServerErrors(serverErrorsSince(ends).text), "errors written by the server").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
