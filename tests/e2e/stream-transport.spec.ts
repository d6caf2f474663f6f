import { expect, test } from "./fixtures.ts";

test.describe("the chat stream over HTTP", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "an API test; one project is enough");

  test("is never compressed or buffered, and heartbeats are comments", async ({ request }) => {
    const session = await request.post("/api/sessions", { data: { organizationId: "your-firm" } });
    expect(session.status()).toBe(200);
    const { data } = await session.json();
    const acknowledged = await request.post("/?index&organizationId=your-firm", {
      form: { intent: "acknowledge" },
      maxRedirects: 0,
    });
    expect(acknowledged.status()).toBe(302);
    const response = await request.post("/api/agent/stream", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
      data: {
        messages: [{ role: "user", content: "hello" }],
        organizationId: "your-firm",
        sessionId: data.sessionId,
        attachments: [],
      },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/event-stream");
    expect(response.headers()["content-encoding"]).toBeUndefined();
    expect(response.headers()["x-accel-buffering"]).toBe("no");
    const body = await response.text();
    expect(body.startsWith(": stream open\n\n")).toBe(true);
    const events = body
      .split("\n")
      .filter((line) => line.startsWith("data: "))
      .map((line) => JSON.parse(line.slice(6)).type);
    expect(events[0]).toBe("connected");
    expect(events.at(-1)).toBe("complete");
  });

  test("a page is compressed when the browser accepts it", async ({ request }) => {
    const response = await request.get("/?organizationId=your-firm", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });
});
