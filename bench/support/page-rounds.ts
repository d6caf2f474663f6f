import { readFileSync } from "node:fs";
import http from "node:http";

/**
 * What the render benches share (bench:render-cpu, bench:render-cpu-ab): the server process's CPU
 * ticks, a page fetched many times on keep-alive connections, an intake visitor's session cookie.
 */

/** The process's CPU time in clock ticks (10 ms): /proc/<pid>/stat utime + stime, all threads. Linux only. */
export function serverTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/** GETs `pathName` `count` times over `connections` keep-alive connections; any status but 200 fails. */
export async function requestPage(
  base: string,
  pathName: string,
  count: number,
  cookie: string | undefined,
  connections = 2,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(base);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      await new Promise<void>((resolve, reject) => {
        const request = http.get(
          {
            host: target.hostname,
            port: target.port,
            path: pathName,
            agent,
            headers: cookie ? { Cookie: cookie } : {},
          },
          (response) => {
            if (response.statusCode !== 200) reject(new Error(`GET ${pathName} answered ${response.statusCode}`));
            response.resume();
            response.on("end", () => resolve());
          },
        );
        request.on("error", reject);
      });
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
}

/**
 * A visitor's intake session on `organization` (POST /api/sessions), as a Cookie header; with
 * `turns`, a conversation of that many messages and their answers.
 */
export async function visitorCookie(base: string, organization: string, turns = 0): Promise<string> {
  const response = await fetch(`${base}/api/sessions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ organizationId: organization }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  if (!response.ok || cookie === "") throw new Error(`POST /api/sessions answered ${response.status}`);
  if (turns > 0) {
    // A returning prospect: the notice read, then `turns` messages sent through the page's form
    // (the path without JavaScript; the built-in model answers), so the page shows the
    // conversation, its answers, the contact form and the matter (ADR 0130).
    await postIntakeForm(base, organization, cookie, { intent: "acknowledge" });
    for (let turn = 0; turn < turns; turn++)
      await postIntakeForm(base, organization, cookie, {
        intent: "send",
        message: visitorMessages[turn % visitorMessages.length] ?? "",
      });
  }
  return cookie;
}

const visitorMessages = [
  "Hello, my landlord has refused to return my security deposit of $2,400 after I moved out in March. What can I do?",
  "I have photos of the apartment from move-out day, and the lease says 30 days. It has been 75 days now.",
  "I live in California, Los Angeles county. Can I sue in small claims court, and how much would it cost me?",
  "Also he claims there was carpet damage, but the carpet was 12 years old. Does that matter?",
  "What documents should I bring to my first meeting with a lawyer?",
];

async function postIntakeForm(base: string, organization: string, cookie: string, fields: Record<string, string>) {
  const response = await fetch(`${base}/?index&organizationId=${encodeURIComponent(organization)}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Cookie: cookie },
    body: new URLSearchParams(fields).toString(),
  });
  await response.arrayBuffer();
  if (response.status >= 400) throw new Error(`POST intent=${fields.intent} answered ${response.status}`);
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The two pages every render bench compares: the intake page and a bare page. */
export const benchPages = (organization: string) => ({
  intake: `/?organizationId=${encodeURIComponent(organization)}`,
  bare: "/keyboard-shortcuts",
});
