import { db } from "../../../db/client.ts";
import type { UploadedFile } from "./shared-file.ts";
import type { IntakeSession } from "../../../db/tables.ts";
import type { IntakeCredentials } from "~/lib/intake-cookie.server.ts";
import { MultipartError, readFieldText } from "~/lib/multipart.server.ts";
import type { MultipartUpload, RawUpload } from "~/lib/upload-request.server.ts";
import { type ErrorCode, statusOfCode } from "~/lib/errors.ts";
import { logger } from "~/lib/logger.server.ts";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server.ts";
import {
  deleteObject,
  newStorageKey,
  ObjectTooLargeError,
  type StagedUpload,
  stageUpload,
} from "~/lib/storage.server.ts";
import { ensureConversation } from "~/features/conversations/conversations.server.ts";
import { resumeIntakeSession } from "~/features/conversations/intake-sessions.server.ts";
import { getIntakeOrganization } from "~/features/organizations/get-intake-organization.server.ts";
import { type BillingTranslator, usageRefusal } from "~/features/usage/limit-refusal.ts";
import { limitReason, periodEnd, usageLimits } from "~/features/usage/limits.ts";
import {
  consumeUsage,
  getUsageQuota,
  resolveUsageSubject,
  type UsageResult,
  type UsageSubject,
} from "~/features/usage/usage.server.ts";
import {
  cleanFileName,
  detectUploadType,
  hasForbiddenExtension,
  maxUploadBytes,
  tooLargeMessage,
  uploadMessages,
} from "./file-types.server.ts";
import { recordUpload } from "./intake-files.server.ts";

/**
 * The upload API (spec §7): `POST /api/files/upload` (multipart: file, organizationId,
 * sessionId) and `POST /api/files/upload-raw` (the body is the file; x-filename, optional
 * x-file-metadata). The body is streamed to a temporary file and cut off as soon as it passes
 * 25 MB; the type is decided by the bytes; the visitor must hold the organization's session
 * (cookie or Bearer) that the sessionId names; the upload counts against the files quota; the row
 * and the document's analysis job are written in one transaction.
 */
export type UploadErrorCode = Extract<
  ErrorCode,
  | "INVALID_REQUEST"
  | "FILE_MISSING"
  | "FILE_EMPTY"
  | "FILE_TOO_LARGE"
  | "FILE_TYPE_NOT_SUPPORTED"
  | "FILE_TYPE_NOT_ALLOWED"
  | "UPLOAD_INCOMPLETE"
  | "INVALID_METADATA"
  | "ORGANIZATION_NOT_FOUND"
  | "SESSION_INVALID"
  | "RATE_LIMITED"
  | "USAGE_LIMIT_REACHED"
  | "USAGE_GUARDRAIL_REACHED"
>;

export type UploadRefusal = {
  status: number;
  code: UploadErrorCode;
  message: string;
  headers?: Record<string, string>;
  extra?: Record<string, unknown>;
};

export type { UploadedFile };

export type UploadOutcome = { ok: true; file: UploadedFile } | { ok: false; refusal: UploadRefusal };

/** How large one uploaded file may be: the spec's 25 MB (a test passes a small limit to show the cut with small bodies). */
export type UploadLimits = { maxBytes: number };
export const uploadLimits: UploadLimits = { maxBytes: maxUploadBytes };

/** Room for the multipart framing and the small fields around the file. */
const multipartOverhead = 64 * 1024;
const uploadRate: RateLimitRule = { limit: 30, windowSeconds: 600 };

/** The status is the code's (errors.ts); the message is the spec's English text of the JSON API. */
function refuse(
  code: UploadErrorCode,
  message: string,
  more: Pick<UploadRefusal, "headers" | "extra"> = {},
): UploadOutcome {
  return { ok: false, refusal: { status: statusOfCode(code), code, message, ...more } };
}

// The rest of an oversized body is never read: the connection is closed after the answer.
const tooLarge = (limits: UploadLimits) =>
  refuse("FILE_TOO_LARGE", tooLargeMessage(limits.maxBytes), { headers: { Connection: "close" } });
const incomplete = () =>
  refuse(
    "UPLOAD_INCOMPLETE",
    "The upload was incomplete: the request body ended before the file did. Please try again.",
  );

type Uploader = { organizationId: string; session: IntakeSession; subject: UsageSubject; t: BillingTranslator };

/** The signed-in user behind the upload, if any (counted by plan, ADR 0036), and the billing texts' translator. */
export type UploadActor = { userId: string | null; t: BillingTranslator };

/** The organization exists and the request holds its visitor session, the one sessionId names. */
async function authorizeUploader(
  credentials: IntakeCredentials,
  actor: UploadActor,
  organizationId: string,
  sessionId: string,
): Promise<{ ok: true; uploader: Uploader } | { ok: false; outcome: UploadOutcome }> {
  if (organizationId.trim() === "")
    return { ok: false, outcome: refuse("INVALID_REQUEST", "Organization ID is required") };
  if (sessionId.trim() === "") return { ok: false, outcome: refuse("INVALID_REQUEST", "Session ID is required") };
  const organization = await getIntakeOrganization(organizationId);
  if (!organization) return { ok: false, outcome: refuse("ORGANIZATION_NOT_FOUND", "Organization not found") };
  const current = await resumeIntakeSession(credentials, organization.id, sessionId.trim());
  if (!current) {
    return {
      ok: false,
      outcome: refuse("SESSION_INVALID", "This session does not belong to this organization. Please reload the page."),
    };
  }
  const subject = await resolveUsageSubject({ userId: actor.userId, sessionId: current.session.id });
  const limit = await hitRateLimit(`upload:${current.session.id}`, uploadRate);
  if (!limit.allowed) {
    const retryAfter = limit.retryAfterSeconds;
    return {
      ok: false,
      outcome: refuse("RATE_LIMITED", `Too many uploads. Please try again in ${retryAfter} seconds.`, {
        headers: { "Retry-After": String(retryAfter) },
        extra: { retryAfter },
      }),
    };
  }
  // Refused before the body is read when the quota is already used up (the count is taken at the end).
  const quota = await getUsageQuota(subject);
  if (!quota.files.unlimited && quota.files.remaining <= 0) {
    const tier = subject.kind === "user" ? subject.tier : "anonymous";
    return {
      ok: false,
      outcome: quotaRefusal(
        {
          reason: limitReason(tier, "files"),
          limit: quota.files.limit,
          resetAt: periodEnd(usageLimits[tier].files.period, new Date()),
        },
        actor.t,
      ),
    };
  }
  return { ok: true, uploader: { organizationId: organization.id, session: current.session, subject, t: actor.t } };
}

function quotaRefusal(result: Pick<UsageResult, "reason" | "limit" | "resetAt">, t: BillingTranslator): UploadOutcome {
  const refusal = usageRefusal(result, t);
  const headers = refusal.retryAfterSeconds ? { "Retry-After": String(refusal.retryAfterSeconds) } : undefined;
  return refuse(refusal.code, refusal.message, {
    headers,
    extra: { details: { message: refusal.message, reason: result.reason } },
  });
}

/** The request body's chunks; a body that breaks off (the client went away) is IncompleteBody. */
class IncompleteBody extends Error {}

async function* bodyChunks(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  // Released, not cancelled, when reading stops early: cancelling a request body destroys the
  // connection before the answer (a 413, say) can be written.
  const reader = stream.getReader();
  try {
    for (;;) {
      let result: ReadableStreamReadResult<Uint8Array>;
      try {
        result = await reader.read();
      } catch {
        throw new IncompleteBody();
      }
      if (result.done) return;
      yield result.value;
    }
  } finally {
    reader.releaseLock();
  }
}

class QuotaExhausted extends Error {
  constructor(readonly result: UsageResult) {
    super("files quota exhausted");
  }
}

/** Checks the staged bytes, takes one unit of quota, stores the file and records it. */
async function finishUpload(
  uploader: Uploader,
  staged: StagedUpload,
  fileName: string,
  metadata: Record<string, unknown>,
): Promise<UploadOutcome> {
  if (staged.size === 0) return refuse("FILE_EMPTY", uploadMessages.empty);
  const verdict = await detectUploadType({ file: staged.file, head: staged.head }, fileName);
  if (!verdict.ok) {
    return verdict.reason === "forbidden"
      ? refuse("FILE_TYPE_NOT_ALLOWED", uploadMessages.forbidden)
      : refuse("FILE_TYPE_NOT_SUPPORTED", uploadMessages.unsupported);
  }
  const storageKey = newStorageKey();
  let committed = false;
  try {
    const row = await db.transaction().execute(async (trx) => {
      const usage = await consumeUsage(trx, uploader.subject, "files");
      if (!usage.allowed) throw new QuotaExhausted(usage);
      const conversation = await ensureConversation(trx, uploader.session);
      await staged.commit(storageKey, verdict.contentType);
      committed = true;
      return recordUpload(
        trx,
        {
          organizationId: uploader.organizationId,
          conversationId: conversation.id,
          intakeSessionId: uploader.session.id,
        },
        { storageKey, name: fileName, contentType: verdict.contentType, size: staged.size, metadata },
        // The composer's uploads: one whose name matches a checklist document ticks it.
        "match",
      );
    });
    logger.info("files.uploaded", {
      fileId: row.id,
      organizationId: uploader.organizationId,
      contentType: row.content_type,
      size: staged.size,
    });
    return {
      ok: true,
      file: {
        fileId: row.id,
        fileName: row.name,
        fileType: row.content_type,
        fileSize: Number(row.size),
        url: `/api/files/${row.id}`,
        storageKey: row.storage_key,
        status: row.status,
      },
    };
  } catch (error) {
    if (committed) await deleteObject(storageKey).catch(() => {});
    if (error instanceof QuotaExhausted) return quotaRefusal(error.result, uploader.t);
    throw error;
  }
}

/** POST /api/files/upload: multipart/form-data with the fields file, organizationId, sessionId. */
export async function uploadFromMultipart(
  upload: MultipartUpload,
  actor: UploadActor,
  limits = uploadLimits,
): Promise<UploadOutcome> {
  const length = upload.declaredLength;
  if (length !== null && length > limits.maxBytes + multipartOverhead) return tooLarge(limits);
  if (!upload.parts)
    return refuse(
      "INVALID_REQUEST",
      "Send the file as multipart/form-data with the fields file, organizationId and sessionId.",
    );

  let staged: StagedUpload | null = null;
  try {
    const fields = new Map<string, string>();
    /** Whether the actor may add a file to the session the form's ids name. */
    const authorize = () =>
      authorizeUploader(upload.credentials, actor, fields.get("organizationId") ?? "", fields.get("sessionId") ?? "");
    let fileName = "";
    let uploader: Uploader | null = null;
    try {
      for await (const part of upload.parts) {
        if (part.filename === null) {
          fields.set(part.name, await readFieldText(part, 1024));
          continue;
        }
        if (part.name !== "file") continue;
        if (staged) return refuse("INVALID_REQUEST", "Send one file per request.");
        // The ids come before the file and are checked before a byte of it is stored: a file sent
        // first would have to be staged (up to 25 MB on disk) before it could be refused.
        if (!fields.has("organizationId") && !fields.has("sessionId")) {
          return refuse("INVALID_REQUEST", "Send organizationId and sessionId before the file in the form.");
        }
        const authorized = await authorize();
        if (!authorized.ok) return authorized.outcome;
        uploader = authorized.uploader;
        fileName = cleanFileName(part.filename);
        if (hasForbiddenExtension(fileName)) return refuse("FILE_TYPE_NOT_ALLOWED", uploadMessages.forbidden);
        staged = await stageUpload(part.body, { maxBytes: limits.maxBytes });
      }
    } catch (error) {
      if (error instanceof ObjectTooLargeError) return tooLarge(limits);
      if (error instanceof MultipartError) {
        if (error.reason === "truncated") return incomplete();
        return refuse("INVALID_REQUEST", `${error.message}.`);
      }
      throw error;
    }
    if (!uploader) {
      const authorized = await authorize();
      if (!authorized.ok) return authorized.outcome;
      uploader = authorized.uploader;
    }
    if (!staged) return refuse("FILE_MISSING", uploadMessages.missing);
    return await finishUpload(uploader, staged, fileName, {});
  } finally {
    await (staged as StagedUpload | null)?.discard();
  }
}

/**
 * POST /api/files/upload-raw: the body is the file. The organization and session ids come from
 * x-file-metadata ({"organizationId", "sessionId", ...}) or the query string, so the visitor is
 * checked before the body is read.
 */
export async function uploadFromRawBody(
  upload: RawUpload,
  actor: UploadActor,
  limits = uploadLimits,
): Promise<UploadOutcome> {
  if (upload.fileName === null) return refuse("FILE_MISSING", "The x-filename header is required.");
  if (!upload.metadata)
    return refuse("INVALID_METADATA", "The x-file-metadata header must be a JSON object (at most 8 KB).");
  const length = upload.declaredLength;
  if (length !== null && length > limits.maxBytes) return tooLarge(limits);

  const { organizationId, sessionId, ...rest } = upload.metadata;
  const pick = (value: unknown, fromQuery: string | null) => (typeof value === "string" ? value : (fromQuery ?? ""));
  const authorized = await authorizeUploader(
    upload.credentials,
    actor,
    pick(organizationId, upload.query.organizationId),
    pick(sessionId, upload.query.sessionId),
  );
  if (!authorized.ok) return authorized.outcome;

  const fileName = cleanFileName(upload.fileName);
  if (hasForbiddenExtension(fileName)) return refuse("FILE_TYPE_NOT_ALLOWED", uploadMessages.forbidden);
  if (!upload.body) return refuse("FILE_EMPTY", uploadMessages.empty);

  let staged: StagedUpload | null = null;
  try {
    try {
      staged = await stageUpload(bodyChunks(upload.body), { maxBytes: limits.maxBytes });
    } catch (error) {
      if (error instanceof ObjectTooLargeError) return tooLarge(limits);
      if (error instanceof IncompleteBody) return incomplete();
      throw error;
    }
    if (length !== null && staged.size < length) return incomplete();
    return await finishUpload(authorized.uploader, staged, fileName, rest);
  } finally {
    await (staged as StagedUpload | null)?.discard();
  }
}
