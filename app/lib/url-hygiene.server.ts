import type { NextFunction, Request, Response } from "express";

/**
 * Refuses, with a 400, a request whose address cannot be text: a NUL character (PostgreSQL refuses
 * it in any text value, so "?organizationId=%00" used to end in a 500), another control character,
 * or percent-escapes that are not UTF-8 (a lone surrogate, a cut sequence). Every route then reads
 * only well-formed text from the URL.
 */
export function hasUnsafeUrl(rawUrl: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawUrl.replace(/\+/g, " "));
  } catch {
    return true;
  }
  // Control characters other than tab (which browsers strip from URLs before sending).
  return /[\u0000-\u0008\u000a-\u001f\u007f]/.test(decoded);
}

export function refuseUnsafeUrls(req: Request, res: Response, next: NextFunction) {
  if (!hasUnsafeUrl(req.originalUrl)) return next();
  res
    .status(400)
    .type("text/plain; charset=utf-8")
    .send("Bad request: the address contains characters that are not allowed.");
}
