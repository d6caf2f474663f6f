/**
 * How long a wait may take before it counts as a hang. Generous on purpose: a test waits on state,
 * and a machine shared with other work may be many times slower than a quiet one.
 */
export const hangGuard = 90_000;

/** Polls until check returns a value other than undefined/false, or fails after timeoutMs. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = hangGuard,
  label = "condition",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (true) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
