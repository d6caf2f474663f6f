import { describe, expect, it } from "vitest";
import type { ChatMessage } from "~/features/intake/chat-message.ts";
import { type LiveMessage, mergeWithLoadedHistory } from "./use-intake-chat.ts";

const message = (
  id: string,
  role: "user" | "assistant",
  content: string,
  extra: Partial<LiveMessage> = {},
): LiveMessage => ({
  id,
  role,
  content,
  blocks: [],
  files: [],
  status: "complete",
  errorCode: null,
  createdAt: "2026-11-26T10:00:00.000Z",
  ...extra,
});

const refused = (text: string): LiveMessage[] => [
  message("local-user-1", "user", text),
  message("local-assistant-1", "assistant", "", {
    status: "failed",
    failure: { message: "Monthly usage limit reached.", retryText: null, retryFiles: [] },
  }),
];

describe("the messages after the page revalidates", () => {
  it("keep a turn the server refused before storing it, even when the server has no messages yet", () => {
    expect(mergeWithLoadedHistory(refused("hello"), []).map((m) => m.content)).toEqual(["hello", ""]);
  });

  it("keep a refused turn after the server's messages", () => {
    const server = [message("m1", "assistant", "Welcome"), message("m2", "user", "hi")] as ChatMessage[];
    const merged = mergeWithLoadedHistory([...server, ...refused("are you there")], server);
    expect(merged.map((m) => m.id)).toEqual(["m1", "m2", "local-user-1", "local-assistant-1"]);
  });

  it("take the server's copy of a turn it stored, without a duplicate", () => {
    const local = [message("local-user-1", "user", "hello"), message("m3", "assistant", "Hi there")];
    const server = [message("m2", "user", "hello"), message("m3", "assistant", "Hi there")] as ChatMessage[];
    expect(mergeWithLoadedHistory(local, server).map((m) => m.id)).toEqual(["m2", "m3"]);
  });

  it("take the server's copy of a stored turn that failed mid-answer", () => {
    const local = [message("local-user-1", "user", "hello"), message("m3", "assistant", "Hi", { status: "failed" })];
    const server = [
      message("m2", "user", "hello"),
      message("m3", "assistant", "Hi", { status: "interrupted" as never }),
    ] as ChatMessage[];
    expect(mergeWithLoadedHistory(local, server).map((m) => m.id)).toEqual(["m2", "m3"]);
  });

  it("keep the turn a stale window does not know yet, until a fresh one brings it", () => {
    // The window was loaded while the visitor's second message was on its way.
    const stale = [message("m1", "user", "hello"), message("m2", "assistant", "Hi")] as ChatMessage[];
    const local = [
      ...stale,
      message("local-user-2", "user", "My landlord kept my deposit"),
      message("m4", "assistant", "I'm sorry to hear that"),
    ];
    expect(mergeWithLoadedHistory(local, stale).map((m) => m.content)).toEqual([
      "hello",
      "Hi",
      "My landlord kept my deposit",
      "I'm sorry to hear that",
    ]);
    const fresh = [
      ...stale,
      message("m3", "user", "My landlord kept my deposit"),
      message("m4", "assistant", "I'm sorry to hear that"),
    ] as ChatMessage[];
    expect(mergeWithLoadedHistory(local, fresh).map((m) => m.id)).toEqual(["m1", "m2", "m3", "m4"]);
  });
});
