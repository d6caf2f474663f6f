import { z } from "zod";
import { safeText, safeTextMessage } from "~/lib/safe-text.ts";
// In a module without zod, so the composer does not bring zod to the browser (ADR 0069).
import { maxMessageLength } from "./message-limits.ts";

export { maxMessageLength };

/** Request bodies of the intake API. Client-safe. */

export const StartSessionSchema = z.object({
  organizationId: z.string().trim().min(1, "Organization ID is required").max(100).refine(safeText, safeTextMessage),
  sessionId: z.string().trim().max(100).refine(safeText, safeTextMessage).optional(),
});

export const StreamRequestSchema = z.object({
  messages: z
    .array(
      z.object({
        role: z.enum(["user", "assistant", "system"]),
        content: z.string().max(maxMessageLength, "Message is too long").refine(safeText, safeTextMessage),
      }),
    )
    .min(1, "messages must contain the visitor's message"),
  organizationId: z.string().trim().min(1, "Organization ID is required").max(100),
  sessionId: z.string().trim().min(1, "Session ID is required").max(100),
  // The upload results of the files sent with the message (spec §3); only their ids are trusted.
  attachments: z
    .array(z.looseObject({ fileId: z.string().trim().min(1, "Attachment fileId is required").max(100) }), {
      error: "attachments must be a list of uploaded files",
    })
    .max(10, "At most 10 files can be attached to a message")
    .optional()
    .default([]),
});

export type StreamRequest = z.infer<typeof StreamRequestSchema>;

/** The visitor's new message: the last user message of the request, trimmed. */
export function latestUserText(request: StreamRequest): string {
  const last = [...request.messages].reverse().find((message) => message.role === "user");
  return last?.content.trim() ?? "";
}
