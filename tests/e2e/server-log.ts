import { existsSync, readFileSync } from "node:fs";

/** The two app servers of the end-to-end suite: the built-in agent, and the openai provider against the fake. */
export type E2eVariant = "builtin" | "openai";
/** E2E_PORT_OFFSET shifts every port and the data directories, so two runs on one machine do not collide. */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
export const e2eServers: Record<
  E2eVariant,
  { port: number; databasePort: number; stripePort: number; openaiPort: number; googlePort: number }
> = {
  builtin: {
    port: 3100 + offset,
    databasePort: 15431 + offset,
    stripePort: 4120 + offset,
    openaiPort: 0,
    googlePort: 4130 + offset,
  },
  openai: {
    port: 3101 + offset,
    databasePort: 15432 + offset,
    stripePort: 4121 + offset,
    openaiPort: 4110 + offset,
    googlePort: 4131 + offset,
  },
};
export const e2ePort = e2eServers.builtin.port;

export function e2eDataDir(variant: E2eVariant) {
  return `.data/e2e-${variant}${offset ? `-${offset}` : ""}`;
}

export function serverLogPaths(variant: E2eVariant) {
  return { stdout: `${e2eDataDir(variant)}/server.out.log`, stderr: `${e2eDataDir(variant)}/server.err.log` };
}

/** The servers' stderr since the given byte offsets. */
export function serverErrorsSince(offsets: Partial<Record<E2eVariant, number>>): {
  text: string;
  ends: Record<E2eVariant, number>;
} {
  const ends = { builtin: 0, openai: 0 };
  let text = "";
  for (const variant of Object.keys(e2eServers) as E2eVariant[]) {
    const path = serverLogPaths(variant).stderr;
    if (!existsSync(path)) continue;
    const content = readFileSync(path);
    ends[variant] = content.length;
    text += content.subarray(offsets[variant] ?? 0).toString("utf8");
  }
  return { text, ends };
}

/**
 * Lines that are not expected warnings: anything but a JSON log line at level "warn". A
 * console.error, a stack trace or an error-level log line all count.
 */
export function unexpectedServerErrors(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .filter((line) => {
      try {
        return (JSON.parse(line) as { level?: string }).level !== "warn";
      } catch {
        return true;
      }
    });
}
