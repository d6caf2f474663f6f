import type { Request as ExpressRequest } from "express";
import { hashToken } from "./tokens.server.ts";

/** Keys of the addresses seen last (the same client usually sends many requests; ADR 0103). */
const keptKeys = new Map<string, string>();
const maxKeptKeys = 1_000;

/**
 * The client's rate-limit identity: a hash of its address as Express resolves it under
 * TRUST_PROXY (X-Forwarded-For is believed only from a trusted proxy; loopback by default).
 */
export function clientKeyFor(req: ExpressRequest): string {
  const address = req.ip ?? "unknown";
  let key = keptKeys.get(address);
  if (key === undefined) {
    key = hashToken(`client:${address}`).slice(0, 32);
    if (keptKeys.size >= maxKeptKeys) keptKeys.delete(keptKeys.keys().next().value as string);
    keptKeys.set(address, key);
  }
  return key;
}
