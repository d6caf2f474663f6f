import Stripe from "stripe";
import { env } from "./env.server.ts";

/**
 * The Stripe client, created once, or null when STRIPE_SECRET_KEY is unset (payments then fall back
 * to the organization's payment link, see ADR 0009). STRIPE_API_BASE points the real SDK at another
 * server, e.g. the local fake of tests/fakes/stripe.ts (STACK §3.9); only its protocol, host and
 * port are used, since the SDK always requests /v1/….
 */
const timeoutMs = 15_000;
const maxNetworkRetries = 1;

let client: Stripe | null | undefined;

export function stripeClient(): Stripe | null {
  if (client !== undefined) return client;
  const config = env();
  if (!config.STRIPE_SECRET_KEY) {
    client = null;
    return client;
  }
  client = new Stripe(config.STRIPE_SECRET_KEY, {
    timeout: timeoutMs,
    maxNetworkRetries,
    appInfo: { name: "Parley" },
    ...(config.STRIPE_API_BASE ? apiBaseOptions(config.STRIPE_API_BASE) : {}),
  });
  return client;
}

/** "http://127.0.0.1:4020" → { protocol: "http", host: "127.0.0.1", port: 4020 } */
export function apiBaseOptions(base: string): { protocol: "http" | "https"; host: string; port: number } {
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  const port = url.port ? Number.parseInt(url.port, 10) : protocol === "http" ? 80 : 443;
  return { protocol, host: url.hostname, port };
}

export function stripeConfigured(): boolean {
  return stripeClient() !== null;
}

/** The signing secret of the webhook endpoint; webhooks are refused (503) without it. */
export function stripeWebhookSecret(): string | null {
  return env().STRIPE_WEBHOOK_SECRET ?? null;
}

/** A 404 from Stripe: the object does not exist for this key (another account, or test vs live mode). */
export function isMissingStripeResource(error: unknown): boolean {
  const candidate = error as { type?: unknown; statusCode?: unknown } | null;
  return candidate?.type === "StripeInvalidRequestError" && candidate.statusCode === 404;
}
