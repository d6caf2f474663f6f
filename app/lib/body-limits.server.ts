import { Transform } from "node:stream";

/**
 * How many bytes of request body each route may send (ADR 0045). The express adapter
 * (express-adapter.server.ts) counts bytes as they arrive and stops reading at the limit, so no
 * route ever buffers more than its limit; a body past it answers 413.
 */
const KB = 1024;
const MB = 1024 * KB;

/** The no-JavaScript composer: a 25 MB attachment plus its multipart framing and the message. */
export const composerBodyLimit = 25 * MB + 256 * KB;

const limits: Array<{ path: RegExp; limit: number | null; why: string }> = [
  // These stream to disk and cut at 25 MB themselves (upload-file.server.ts).
  { path: /^\/api\/files\/upload(-raw)?\/?$/, limit: null, why: "streams, own 25 MB cut" },
  { path: /^\/api\/payments\/stripe-webhook\/?$/, limit: 64 * KB, why: "Stripe events are a few KB" },
  // Page actions are also posted as "<path>.data" (React Router's single fetch, "/_root.data" for "/").
  { path: /^\/(_root\.data)?$/, limit: composerBodyLimit, why: "no-JavaScript composer with an attachment" },
  {
    path: /^\/settings\/organization\/intake(\.data|\/)?$/,
    limit: 5 * MB,
    why: "a 2 MB logo, base64 or binary, with the form",
  },
  {
    path: /^\/business-onboarding(\.data|\/)?$/,
    limit: 5 * MB + 256 * KB,
    why: "the wizard's logo (at most 5 MB) with the step's form",
  },
  {
    path: /^\/settings\/organization\/conflicts(\.data|\/)?$/,
    limit: 10 * MB + 256 * KB,
    why: "the party list CSV (at most 10 MB)",
  },
];

/** Every other route: JSON APIs and page forms. */
export const defaultBodyLimit = 1 * MB;

/** The limit for a request's body, or null when the route reads and limits it itself. */
export function bodyLimitFor(pathname: string): number | null {
  for (const entry of limits) if (entry.path.test(pathname)) return entry.limit;
  return defaultBodyLimit;
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body larger than ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/** A pass-through that counts bytes and fails with BodyTooLargeError past `limit`. */
export function byteCounter(limit: number, onExceeded: () => void): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) {
        onExceeded();
        callback(new BodyTooLargeError(limit));
        return;
      }
      callback(null, chunk);
    },
  });
}

export function isBodyTooLarge(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    if (current instanceof BodyTooLargeError) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
