import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { action as stripeWebhookAction } from "../../app/routes/api/payments/stripe-webhook.ts";
import { type FakeStripe, startFakeStripe } from "../fakes/stripe.ts";

/**
 * The fake Stripe for an integration test file, started in beforeAll and stopped in afterAll:
 * its webhooks are delivered to the real webhook route module behind a local HTTP server, as
 * Stripe would (`deliver: false` when a test hands events to the handler itself), and the
 * application's Stripe settings point at it. Set before the first env() read.
 */
export type FakeStripeSetup = { stripe: FakeStripe; webhookUrl: string; stop: () => Promise<void> };

async function startWebhookEndpoint(): Promise<Server> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers,
      body: Buffer.concat(chunks),
    });
    const response = await stripeWebhookAction({ request });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

export async function startFakeStripeSetup(options: {
  webhookSecret: string;
  /** false: no webhook endpoint; the fake never needs to deliver. */
  deliver?: boolean;
  appUrl?: string;
  /** More settings the file needs (price ids...). */
  env?: Record<string, string>;
}): Promise<FakeStripeSetup> {
  const app = options.deliver === false ? null : await startWebhookEndpoint();
  const webhookUrl = app
    ? `http://127.0.0.1:${(app.address() as AddressInfo).port}/api/payments/stripe-webhook`
    : "http://127.0.0.1:9/unused";
  const stripe = await startFakeStripe({ webhookUrl, webhookSecret: options.webhookSecret });
  process.env.STRIPE_SECRET_KEY = "sk_test_fake";
  process.env.STRIPE_WEBHOOK_SECRET = options.webhookSecret;
  process.env.STRIPE_API_BASE = stripe.apiBase;
  process.env.APP_URL = options.appUrl ?? "http://parley.test";
  Object.assign(process.env, options.env ?? {});
  return {
    stripe,
    webhookUrl,
    async stop() {
      await stripe.stop();
      await new Promise<void>((resolve) => (app ? app.close(() => resolve()) : resolve()));
    },
  };
}
