import type { Request as ExpressRequest } from "express";
import { hashToken } from "./tokens.server.ts";

/**
 * The client's rate-limit identity: a hash of its address as Express resolves it under
 * TRUST_PROXY (X-Forwarded-For is believed only from a trusted proxy; loopback by default).
 */
export function clientKeyFor(req: ExpressRequest): string {
  return hashToken(`client:${req.ip ?? "unknown"}`).slice(0, 32);
}
