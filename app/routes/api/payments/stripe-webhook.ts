import { handleStripeWebhook, StripeWebhookError } from "~/features/payments/stripe-webhook.server.ts";

/**
 * POST /api/payments/stripe-webhook: Stripe's signed events. The raw body is passed on untouched
 * (the signature covers its exact bytes). 200 {received} for every verified event, handled or
 * ignored; 400 for a missing or bad signature; 503 when Stripe is not configured. Any other failure
 * (database, Stripe unreachable while re-reading) is a 500, so Stripe retries the delivery.
 */
export async function action({ request }: { request: Request }) {
  if (request.method !== "POST") {
    return Response.json({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "POST" } });
  }
  const rawBody = await request.text();
  try {
    const outcome = await handleStripeWebhook(rawBody, request.headers.get("stripe-signature"));
    return Response.json({ received: true, handled: outcome.handled });
  } catch (error) {
    if (error instanceof StripeWebhookError) {
      return error.reason === "INVALID_SIGNATURE"
        ? Response.json({ error: "Invalid signature" }, { status: 400 })
        : Response.json({ error: "Payments are not configured" }, { status: 503 });
    }
    throw error;
  }
}
