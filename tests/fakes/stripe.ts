import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";

/**
 * A local server that speaks enough of Stripe's REST API for the real SDK (pointed at it with
 * STRIPE_API_BASE): form-encoded POST /v1/checkout/sessions (mode payment with price_data, or
 * mode subscription with recurring prices and a quantity), GET /v1/checkout/sessions/:id and
 * POST /v1/checkout/sessions/:id/expire; customers (create, retrieve); prices (retrieve);
 * subscriptions (retrieve, list by customer, update quantity / cancel_at_period_end with a
 * proration_behavior, cancel); billing portal sessions. Stripe-shaped errors, Idempotency-Key replay.
 * It also hosts the "checkout page" GET /pay/:id, whose Pay button marks the session paid (in
 * subscription mode it creates the customer's subscription), delivers the signed webhooks
 * (checkout.session.completed, then customer.subscription.created; Stripe's scheme:
 * `t=<ts>,v1=<hmac-sha256 of "<ts>.<payload>">`) and redirects (303) to the session's success_url
 * with {CHECKOUT_SESSION_ID} replaced; and the portal page GET /portal/:id (cancel at period end,
 * renew, cancel now, each delivering its webhook; a link back to return_url). Tests sign and deliver
 * any event (eventFor, deliver) and change a subscription behind the app's back (changeSubscription).
 *
 * Standalone, for end-to-end runs:
 *   node --import tsx tests/fakes/stripe.ts --port 4020 \
 *     --webhook-url http://localhost:3100/api/payments/stripe-webhook --secret whsec_test
 * then run the app with STRIPE_API_BASE=http://127.0.0.1:4020 STRIPE_SECRET_KEY=sk_test_fake
 * STRIPE_WEBHOOK_SECRET=whsec_test.
 */
export type FakeCheckoutSession = {
  id: string;
  object: "checkout.session";
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: "paid" | "unpaid" | "no_payment_required";
  status: "open" | "complete" | "expired";
  subscription: string | null;
  success_url: string | null;
  url: string | null;
};

export type FakeCustomer = {
  id: string;
  object: "customer";
  created: number;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  livemode: false;
};

export type FakePrice = {
  id: string;
  object: "price";
  active: boolean;
  currency: string;
  unit_amount: number;
  product: string;
  recurring: { interval: "month" | "year"; interval_count: 1 };
  type: "recurring";
  livemode: false;
};

export type SubscriptionStatus =
  | "active"
  | "trialing"
  | "canceled"
  | "past_due"
  | "incomplete"
  | "incomplete_expired"
  | "unpaid"
  | "paused";

export type FakeSubscriptionItem = {
  id: string;
  object: "subscription_item";
  price: FakePrice;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  subscription: string;
};

export type FakeSubscription = {
  id: string;
  object: "subscription";
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  created: number;
  currency: string;
  customer: string;
  ended_at: number | null;
  items: { object: "list"; data: FakeSubscriptionItem[]; has_more: false; url: string };
  latest_invoice: string | null;
  livemode: false;
  metadata: Record<string, string>;
  status: SubscriptionStatus;
};

export type FakePortalSession = {
  id: string;
  object: "billing_portal.session";
  created: number;
  customer: string;
  livemode: false;
  return_url: string | null;
  url: string;
};

export type RecordedRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  /** The Stripe-Account header (a call made on a connected account), or null. */
  stripeAccount: string | null;
  body: Record<string, unknown>;
};

export type WebhookDelivery = { eventId: string; type: string; status: number | null; body: string; error?: string };

export type SignedEvent = { event: Record<string, unknown>; payload: string; signature: string };

export type FakeStripe = {
  /** Base for STRIPE_API_BASE, e.g. http://127.0.0.1:4020 */
  apiBase: string;
  /** Same as apiBase (the hosted pages live under /pay/). */
  url: string;
  sessions: Map<string, FakeCheckoutSession>;
  customers: Map<string, FakeCustomer>;
  prices: Map<string, FakePrice>;
  subscriptions: Map<string, FakeSubscription>;
  portalSessions: Map<string, FakePortalSession>;
  /** Line items by session id, as they were posted. */
  lineItems: Map<string, unknown[]>;
  /** The connected account a session was created on (Stripe-Account header), by session id. */
  sessionAccounts: Map<string, string>;
  /** Stripe Connect: accounts and account links (see createFakeConnect). */
  connect: FakeConnect;
  requests: RecordedRequest[];
  deliveries: WebhookDelivery[];
  /** The customer pays: session paid and complete, then the signed webhook (unless deliver is false). */
  pay(
    id: string,
    options?: { deliver?: boolean },
  ): Promise<{ session: FakeCheckoutSession; delivery: WebhookDelivery | null }>;
  /** Stripe expires the session (as after 24 hours). */
  expire(id: string): FakeCheckoutSession;
  /** A signed event about the session as it is now (or as overridden), without delivering it. */
  signedEvent(type: string, id: string, override?: Partial<FakeCheckoutSession>, secret?: string): SignedEvent;
  /** Signs any payload with the webhook secret (or another secret). */
  sign(payload: string, secret?: string): string;
  /** A signed event about any object (a subscription, an invoice...), without delivering it. */
  eventFor(type: string, object: Record<string, unknown>, secret?: string): SignedEvent;
  /** Delivers a signed event to the webhook URL (for duplicate and out-of-order tests). */
  deliver(signed: SignedEvent): Promise<WebhookDelivery>;
  /** Changes a subscription as Stripe would behind the app's back (no webhook is sent). */
  changeSubscription(
    id: string,
    changes: Partial<Pick<FakeSubscription, "status" | "cancel_at_period_end">> & { quantity?: number },
  ): FakeSubscription;
  /** The subscription as Stripe would put it in an event's data.object right now (a copy). */
  subscriptionSnapshot(id: string): FakeSubscription;
  stop(): Promise<void>;
};

export type FakeStripeOptions = {
  webhookUrl?: string;
  /** Recurring prices the account has (default: Business Seat monthly 4000 and annual 42000 cents). */
  prices?: Array<{ id: string; unitAmount: number; interval: "month" | "year"; currency?: string }>;
  webhookSecret: string;
  port?: number;
  host?: string;
  /** Called after each webhook delivery attempt (the standalone server prints them). */
  onDelivery?: (delivery: WebhookDelivery) => void;
};

const apiVersion = "2026-10-28.endive";

/** The default prices of the fake account, as STRIPE_PRICE_BUSINESS_MONTHLY / _ANNUAL name them in tests. */
export const fakeBusinessPrices = {
  monthly: "price_business_seat_monthly",
  annual: "price_business_seat_annual",
} as const;

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const sessions = new Map<string, FakeCheckoutSession>();
  const lineItems = new Map<string, unknown[]>();
  const customers = new Map<string, FakeCustomer>();
  const prices = new Map<string, FakePrice>();
  const subscriptions = new Map<string, FakeSubscription>();
  const portalSessions = new Map<string, FakePortalSession>();
  const subscriptionMetadata = new Map<string, Record<string, string>>();
  for (const price of options.prices ?? [
    { id: fakeBusinessPrices.monthly, unitAmount: 4000, interval: "month" as const },
    { id: fakeBusinessPrices.annual, unitAmount: 42000, interval: "year" as const },
  ]) {
    prices.set(price.id, {
      id: price.id,
      object: "price",
      active: true,
      currency: price.currency ?? "usd",
      unit_amount: price.unitAmount,
      product: "prod_business_seat",
      recurring: { interval: price.interval, interval_count: 1 },
      type: "recurring",
      livemode: false,
    });
  }
  const sessionAccounts = new Map<string, string>();
  const connect = createFakeConnect(() => base);
  const requests: RecordedRequest[] = [];
  const deliveries: WebhookDelivery[] = [];
  const idempotent = new Map<string, { body: string; status: number; response: unknown }>();
  let base = "";

  function sign(payload: string, secret = options.webhookSecret): string {
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
    return `t=${timestamp},v1=${signature}`;
  }

  function signedEvent(
    type: string,
    id: string,
    override: Partial<FakeCheckoutSession> = {},
    secret?: string,
  ): SignedEvent {
    const session = requireSession(id);
    const account = sessionAccounts.get(id);
    const event = {
      id: `evt_${token()}`,
      object: "event",
      // Events of a connected account name it (what a Connect webhook endpoint receives).
      ...(account ? { account } : {}),
      api_version: apiVersion,
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...session, ...override } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event, null, 2);
    return { event, payload, signature: sign(payload, secret) };
  }

  function eventFor(type: string, object: Record<string, unknown>, secret?: string): SignedEvent {
    const event = {
      id: `evt_${token()}`,
      object: "event",
      api_version: apiVersion,
      created: Math.floor(Date.now() / 1000),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event, null, 2);
    return { event, payload, signature: sign(payload, secret) };
  }

  async function deliver(signed: SignedEvent): Promise<WebhookDelivery> {
    const record: WebhookDelivery = {
      eventId: String(signed.event.id),
      type: String(signed.event.type),
      status: null,
      body: "",
    };
    deliveries.push(record);
    if (!options.webhookUrl) return record;
    try {
      const response = await fetch(options.webhookUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": signed.signature,
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: signed.payload,
        signal: AbortSignal.timeout(10_000),
      });
      record.status = response.status;
      record.body = await response.text();
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
    options.onDelivery?.(record);
    return record;
  }

  function requireSession(id: string): FakeCheckoutSession {
    const session = sessions.get(id);
    if (!session) throw new Error(`No such checkout.session: '${id}'`);
    return session;
  }

  async function pay(id: string, payOptions: { deliver?: boolean } = {}) {
    const session = requireSession(id);
    if (session.status !== "open") throw new Error(`Checkout session ${id} is ${session.status}`);
    session.status = "complete";
    session.payment_status = "paid";
    // Stripe clears the hosted page's url once the session is no longer open.
    session.url = null;
    if (session.mode === "subscription") {
      const subscription = startSubscription(session);
      const delivery =
        payOptions.deliver === false ? null : await deliver(signedEvent("checkout.session.completed", id));
      if (payOptions.deliver !== false) await deliver(eventFor("customer.subscription.created", subscription));
      return { session, delivery };
    }
    session.payment_intent = `pi_${token()}`;
    const delivery = payOptions.deliver === false ? null : await deliver(signedEvent("checkout.session.completed", id));
    return { session, delivery };
  }

  /** The paid subscription-mode session becomes the customer's subscription (created for it if it had none). */
  function startSubscription(session: FakeCheckoutSession): FakeSubscription {
    if (!session.customer) session.customer = createCustomer({ email: session.customer_email ?? undefined }).id;
    const now = Math.floor(Date.now() / 1000);
    const id = `sub_${token()}`;
    const items = (lineItems.get(session.id) ?? []) as Array<Record<string, unknown>>;
    const subscription: FakeSubscription = {
      id,
      object: "subscription",
      cancel_at_period_end: false,
      canceled_at: null,
      created: now,
      currency: session.currency,
      customer: session.customer,
      ended_at: null,
      items: {
        object: "list",
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: items.map((item) => {
          const price = prices.get(String(item.price))!;
          return {
            id: `si_${token()}`,
            object: "subscription_item" as const,
            price,
            quantity: Number(item.quantity ?? 1),
            current_period_start: now,
            current_period_end: now + (price.recurring.interval === "year" ? 365 : 30) * 24 * 3600,
            subscription: id,
          };
        }),
      },
      latest_invoice: `in_${token()}`,
      livemode: false,
      metadata: { ...subscriptionMetadata.get(session.id) },
      status: "active",
    };
    subscriptions.set(id, subscription);
    session.subscription = id;
    return subscription;
  }

  function createCustomer(body: Record<string, unknown>): FakeCustomer {
    const customer: FakeCustomer = {
      id: `cus_${token()}`,
      object: "customer",
      created: Math.floor(Date.now() / 1000),
      email: typeof body.email === "string" ? body.email : null,
      name: typeof body.name === "string" ? body.name : null,
      metadata: stringRecord(body.metadata),
      livemode: false,
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function requireSubscription(id: string): FakeSubscription {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`No such subscription: '${id}'`);
    return subscription;
  }

  function changeSubscription(
    id: string,
    changes: Partial<Pick<FakeSubscription, "status" | "cancel_at_period_end">> & { quantity?: number },
  ): FakeSubscription {
    const subscription = requireSubscription(id);
    if (changes.quantity !== undefined) subscription.items.data[0]!.quantity = changes.quantity;
    if (changes.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = changes.cancel_at_period_end;
    if (changes.status !== undefined) {
      subscription.status = changes.status;
      if (changes.status === "canceled") {
        subscription.canceled_at ??= Math.floor(Date.now() / 1000);
        subscription.ended_at ??= Math.floor(Date.now() / 1000);
      }
    }
    return subscription;
  }

  function updateSubscription(id: string, body: Record<string, any>): { status: number; response: unknown } {
    const subscription = subscriptions.get(id);
    if (!subscription) return missing(id, "subscription");
    if (subscription.status === "canceled" || subscription.status === "incomplete_expired") {
      return invalid("A canceled subscription can only update its cancellation_details and metadata.", "subscription");
    }
    if (body.cancel_at_period_end !== undefined)
      subscription.cancel_at_period_end = body.cancel_at_period_end === "true";
    const items = Array.isArray(body.items) ? (body.items as Array<Record<string, unknown>>) : [];
    for (const [index, item] of items.entries()) {
      const target = subscription.items.data.find((existing) => existing.id === item.id);
      if (!target) return invalid(`Invalid subscription item: ${String(item.id)}`, `items[${index}][id]`);
      if (item.quantity !== undefined) {
        const quantity = Number(item.quantity);
        if (!Number.isInteger(quantity) || quantity < 0)
          return invalid("Invalid integer: quantity.", `items[${index}][quantity]`);
        target.quantity = quantity;
      }
    }
    if (
      body.proration_behavior !== undefined &&
      !["create_prorations", "always_invoice", "none"].includes(String(body.proration_behavior))
    ) {
      return invalid("Invalid proration_behavior.", "proration_behavior");
    }
    return { status: 200, response: subscription };
  }

  function cancelSubscription(id: string): { status: number; response: unknown } {
    const subscription = subscriptions.get(id);
    if (!subscription) return missing(id, "subscription");
    if (subscription.status === "canceled") return invalid(`No such subscription: '${id}'`, "id");
    return { status: 200, response: changeSubscription(id, { status: "canceled" }) };
  }

  function createPortalSession(body: Record<string, unknown>): { status: number; response: unknown } {
    const customer = typeof body.customer === "string" ? customers.get(body.customer) : undefined;
    if (!customer)
      return typeof body.customer === "string"
        ? missing(body.customer, "customer")
        : invalid("Missing required param: customer.", "customer");
    const id = `bps_${token()}`;
    const session: FakePortalSession = {
      id,
      object: "billing_portal.session",
      created: Math.floor(Date.now() / 1000),
      customer: customer.id,
      livemode: false,
      return_url: typeof body.return_url === "string" ? body.return_url : null,
      url: `${base}/portal/${id}`,
    };
    portalSessions.set(id, session);
    return { status: 200, response: session };
  }

  function expire(id: string): FakeCheckoutSession {
    const session = requireSession(id);
    if (session.status !== "open") throw new Error(`Checkout session ${id} is ${session.status}`);
    session.status = "expired";
    session.url = null;
    return session;
  }

  function createSession(body: Record<string, unknown>): { status: number; response: unknown } {
    if (body.mode !== "payment" && body.mode !== "subscription")
      return invalid("This fake only supports mode=payment and mode=subscription.", "mode");
    if (typeof body.success_url !== "string" || !body.success_url)
      return invalid("Missing required param: success_url.", "success_url");
    const items = Array.isArray(body.line_items) ? (body.line_items as Array<Record<string, any>>) : [];
    if (items.length === 0) return invalid("Missing required param: line_items.", "line_items");
    if (body.mode === "subscription") return createSubscriptionSession(body, items);
    let total = 0;
    let currency = "";
    for (const [index, item] of items.entries()) {
      const price = item.price_data as Record<string, any> | undefined;
      const unitAmount = Number(price?.unit_amount);
      const quantity = Number(item.quantity ?? 1);
      if (!price || !Number.isInteger(unitAmount) || unitAmount < 0)
        return invalid("Invalid integer: unit_amount.", `line_items[${index}][price_data][unit_amount]`);
      if (typeof price.currency !== "string" || !price.currency)
        return invalid("Missing required param: currency.", `line_items[${index}][price_data][currency]`);
      if (!price.product_data?.name)
        return invalid(
          "Missing required param: product_data[name].",
          `line_items[${index}][price_data][product_data][name]`,
        );
      if (price.product_data.description === "")
        return invalid(
          "You passed an empty string for 'product_data[description]'.",
          `line_items[${index}][price_data][product_data][description]`,
        );
      currency = price.currency.toLowerCase();
      total += unitAmount * (Number.isInteger(quantity) && quantity > 0 ? quantity : 1);
    }
    if (currency === "usd" && total < 50)
      return invalid("The Checkout Session's total amount due must add up to at least $0.50 usd", "line_items");
    const id = `cs_test_${token()}${token()}`;
    const created = Math.floor(Date.now() / 1000);
    const session: FakeCheckoutSession = {
      id,
      object: "checkout.session",
      amount_subtotal: total,
      amount_total: total,
      cancel_url: typeof body.cancel_url === "string" ? body.cancel_url : null,
      client_reference_id: typeof body.client_reference_id === "string" ? body.client_reference_id : null,
      created,
      currency,
      customer: null,
      customer_email: null,
      expires_at: created + 24 * 3600,
      livemode: false,
      metadata: stringRecord(body.metadata),
      mode: "payment",
      payment_intent: null,
      payment_status: "unpaid",
      status: "open",
      subscription: null,
      success_url: body.success_url,
      url: `${base}/pay/${id}`,
    };
    sessions.set(id, session);
    lineItems.set(id, items);
    return { status: 200, response: session };
  }

  /** mode=subscription: recurring prices by id with a quantity, an existing customer or an e-mail. */
  function createSubscriptionSession(
    body: Record<string, unknown>,
    items: Array<Record<string, any>>,
  ): { status: number; response: unknown } {
    let total = 0;
    let currency = "";
    for (const [index, item] of items.entries()) {
      if (typeof item.price !== "string")
        return invalid("Missing required param: price.", `line_items[${index}][price]`);
      const price = prices.get(item.price);
      if (!price) return missing(item.price, "price", `line_items[${index}][price]`);
      const quantity = Number(item.quantity ?? 1);
      if (!Number.isInteger(quantity) || quantity < 1)
        return invalid("Invalid integer: quantity.", `line_items[${index}][quantity]`);
      currency = price.currency;
      total += price.unit_amount * quantity;
    }
    let customer: string | null = null;
    if (body.customer !== undefined) {
      if (typeof body.customer !== "string" || !customers.has(body.customer))
        return missing(String(body.customer), "customer", "customer");
      customer = body.customer;
    }
    const id = `cs_test_${token()}${token()}`;
    const created = Math.floor(Date.now() / 1000);
    const subscriptionData = (body.subscription_data ?? {}) as Record<string, unknown>;
    const session: FakeCheckoutSession = {
      id,
      object: "checkout.session",
      amount_subtotal: total,
      amount_total: total,
      cancel_url: typeof body.cancel_url === "string" ? body.cancel_url : null,
      client_reference_id: typeof body.client_reference_id === "string" ? body.client_reference_id : null,
      created,
      currency,
      customer,
      customer_email: typeof body.customer_email === "string" ? body.customer_email : null,
      expires_at: created + 24 * 3600,
      livemode: false,
      metadata: stringRecord(body.metadata),
      mode: "subscription",
      payment_intent: null,
      payment_status: "unpaid",
      status: "open",
      subscription: null,
      success_url: String(body.success_url),
      url: `${base}/pay/${id}`,
    };
    // Not part of the session Stripe returns: kept aside for the subscription it creates.
    subscriptionMetadata.set(id, stringRecord(subscriptionData.metadata));
    sessions.set(id, session);
    lineItems.set(id, items);
    return { status: 200, response: session };
  }

  function route(
    method: string,
    path: string,
    body: Record<string, unknown>,
  ): { status: number; response: unknown } | null {
    let match: RegExpExecArray | null;
    if (method === "POST" && path === "/v1/customers") return { status: 200, response: createCustomer(body) };
    if ((match = /^\/v1\/customers\/([^/]+)$/.exec(path)) && method === "GET") {
      const customer = customers.get(match[1]!);
      return customer ? { status: 200, response: customer } : missing(match[1]!, "customer");
    }
    if ((match = /^\/v1\/prices\/([^/]+)$/.exec(path)) && method === "GET") {
      const price = prices.get(match[1]!);
      return price ? { status: 200, response: price } : missing(match[1]!, "price");
    }
    if (path === "/v1/subscriptions" && method === "GET") {
      const status = typeof body.status === "string" ? body.status : undefined;
      const data = [...subscriptions.values()]
        .filter((subscription) => body.customer === undefined || subscription.customer === body.customer)
        // Without a status filter Stripe leaves canceled subscriptions out.
        .filter((subscription) =>
          status === "all" ? true : status ? subscription.status === status : subscription.status !== "canceled",
        )
        .sort((a, b) => b.created - a.created);
      const limit = Math.min(100, Number(body.limit ?? 10) || 10);
      return {
        status: 200,
        response: {
          object: "list",
          data: data.slice(0, limit),
          has_more: data.length > limit,
          url: "/v1/subscriptions",
        },
      };
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      if (method === "GET") {
        const subscription = subscriptions.get(match[1]!);
        return subscription ? { status: 200, response: subscription } : missing(match[1]!, "subscription");
      }
      if (method === "POST") return updateSubscription(match[1]!, body as Record<string, any>);
      if (method === "DELETE") return cancelSubscription(match[1]!);
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") return createPortalSession(body);
    return null;
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    const raw = await readBody(request);
    const body =
      request.method === "POST" || request.method === "DELETE"
        ? parseForm(raw)
        : parseForm(new URL(request.url ?? "/", "http://x").search.slice(1));
    const idempotencyKey = header(request, "idempotency-key");
    const stripeAccount = header(request, "stripe-account");
    requests.push({ method: request.method ?? "GET", path, idempotencyKey, stripeAccount, body });

    if (!header(request, "authorization")?.startsWith("Bearer sk_")) {
      return json(response, 401, {
        error: { type: "invalid_request_error", message: "You did not provide an API key." },
      });
    }
    if (request.method === "POST" && idempotencyKey) {
      const previous = idempotent.get(idempotencyKey);
      if (previous && previous.body !== raw) {
        return json(response, 400, {
          error: {
            type: "idempotency_error",
            message:
              "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          },
        });
      }
      if (previous) return json(response, previous.status, previous.response, { "idempotent-replayed": "true" });
    }

    let result: { status: number; response: unknown };
    const match = /^\/v1\/checkout\/sessions(?:\/([^/]+))?(\/expire)?$/.exec(path);
    // A session exists only for the account it was created on (the platform's, or a connected one).
    const onAccount = (id: string) => (sessionAccounts.get(id) ?? null) === stripeAccount;
    const connectResult = connect.api(request.method ?? "GET", path, body, stripeAccount);
    if (connectResult) result = connectResult;
    else if (match && request.method === "POST" && !match[1]) {
      result = createSession(body);
      const created = result.response as { id?: string };
      if (result.status === 200 && stripeAccount && created.id) sessionAccounts.set(created.id, stripeAccount);
    } else if (match && match[1] && request.method === "GET" && !match[2]) {
      const session = onAccount(match[1]) ? sessions.get(match[1]) : undefined;
      result = session ? { status: 200, response: session } : missing(match[1]);
    } else if (match && match[1] && match[2] && request.method === "POST") {
      const session = onAccount(match[1]) ? sessions.get(match[1]) : undefined;
      if (!session) result = missing(match[1]);
      else if (session.status !== "open")
        result = invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`, "session");
      else result = { status: 200, response: expire(session.id) };
    } else {
      result = route(request.method ?? "GET", path, body) ?? {
        status: 404,
        response: {
          error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${path}).` },
        },
      };
    }
    if (request.method === "POST" && idempotencyKey) idempotent.set(idempotencyKey, { body: raw, ...result });
    json(response, result.status, result.response);
  }

  async function page(request: IncomingMessage, response: ServerResponse, id: string) {
    await readBody(request);
    const session = sessions.get(id);
    if (!session) return html(response, 404, "<h1>Checkout session not found</h1>");
    if (request.method === "POST") {
      if (session.status !== "open") return html(response, 409, `<h1>This checkout session is ${session.status}</h1>`);
      await pay(id);
      const target = (session.success_url ?? base).replaceAll("{CHECKOUT_SESSION_ID}", id);
      response.writeHead(303, { location: target });
      return response.end();
    }
    if (session.status !== "open") return html(response, 200, `<h1>This checkout session is ${session.status}</h1>`);
    const items = (lineItems.get(id) ?? []) as Array<{
      price?: string;
      quantity?: string;
      price_data?: { product_data?: { name?: string; description?: string } };
    }>;
    const recurring = session.mode === "subscription" ? prices.get(String(items[0]?.price)) : undefined;
    const name = recurring
      ? `Subscribe: Business Seat × ${items[0]?.quantity ?? 1} (${recurring.recurring.interval === "year" ? "yearly" : "monthly"})`
      : (items[0]?.price_data?.product_data?.name ?? "Payment");
    const amount = (session.amount_total / 100).toFixed(2);
    html(
      response,
      200,
      `<h1>${escapeHtml(name)}</h1>
${items[0]?.price_data?.product_data?.description ? `<p>${escapeHtml(items[0].price_data.product_data.description)}</p>` : ""}
<p>Total: <strong>$${amount} ${escapeHtml(session.currency.toUpperCase())}</strong></p>
<form method="post" action="/pay/${escapeHtml(id)}"><button type="submit">Pay</button></form>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>` : ""}`,
    );
  }

  /** The hosted billing portal: the customer's subscriptions, cancel at period end or resume, and the way back. */
  async function portal(request: IncomingMessage, response: ServerResponse, id: string) {
    const raw = await readBody(request);
    const session = portalSessions.get(id);
    if (!session) return html(response, 404, "<h1>Billing portal session not found</h1>");
    if (request.method === "POST") {
      const form = new URLSearchParams(raw);
      const subscription = subscriptions.get(form.get("subscription") ?? "");
      if (!subscription || subscription.customer !== session.customer)
        return html(response, 404, "<h1>Subscription not found</h1>");
      const intent = form.get("intent");
      if (intent === "cancel") changeSubscription(subscription.id, { cancel_at_period_end: true });
      else if (intent === "resume") changeSubscription(subscription.id, { cancel_at_period_end: false });
      else if (intent === "cancel-now") changeSubscription(subscription.id, { status: "canceled" });
      else return html(response, 400, "<h1>Unknown action</h1>");
      const type = intent === "cancel-now" ? "customer.subscription.deleted" : "customer.subscription.updated";
      await deliver(eventFor(type, subscription));
      response.writeHead(303, { location: `/portal/${encodeURIComponent(id)}` });
      return response.end();
    }
    const owned = [...subscriptions.values()].filter((subscription) => subscription.customer === session.customer);
    const rows = owned
      .map((subscription) => {
        const item = subscription.items.data[0];
        const state =
          subscription.cancel_at_period_end && subscription.status !== "canceled"
            ? `${subscription.status}, cancels at period end`
            : subscription.status;
        const action = (intent: string, label: string) =>
          `<form method="post" action="/portal/${escapeHtml(id)}"><input type="hidden" name="subscription" value="${escapeHtml(subscription.id)}"><input type="hidden" name="intent" value="${intent}"><button type="submit">${label}</button></form>`;
        const actions =
          subscription.status === "canceled"
            ? ""
            : subscription.cancel_at_period_end
              ? action("resume", "Renew plan")
              : `${action("cancel", "Cancel plan")}${action("cancel-now", "Cancel immediately")}`;
        return `<li data-subscription="${escapeHtml(subscription.id)}">Business Seat × ${item?.quantity ?? 0}: <strong>${escapeHtml(state)}</strong>${actions}</li>`;
      })
      .join("");
    html(
      response,
      200,
      `<h1>Billing portal</h1><p>Customer ${escapeHtml(session.customer)}</p><ul>${rows || "<li>No subscriptions</li>"}</ul>${
        session.return_url ? `<p><a href="${escapeHtml(session.return_url)}">Return to Parley</a></p>` : ""
      }`,
    );
  }

  const server = createServer((request, response) => {
    // Browsers ask for a favicon on the hosted checkout page.
    if (request.url === "/favicon.ico") {
      response.writeHead(204).end();
      return;
    }
    const path = new URL(request.url ?? "/", "http://x").pathname;
    const payMatch = /^\/pay\/([^/]+)$/.exec(path);
    const portalMatch = /^\/portal\/([^/]+)$/.exec(path);
    const handled = path.startsWith("/v1/")
      ? api(request, response, path)
      : payMatch
        ? page(request, response, decodeURIComponent(payMatch[1]!))
        : portalMatch
          ? portal(request, response, decodeURIComponent(portalMatch[1]!))
          : connect.page(request, response, path);
    if (!handled)
      return json(response, 404, {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${path}).` },
      });
    handled.catch((error: unknown) => {
      if (!response.headersSent)
        json(response, 500, {
          error: { type: "api_error", message: error instanceof Error ? error.message : String(error) },
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    apiBase: base,
    url: base,
    sessions,
    customers,
    prices,
    subscriptions,
    portalSessions,
    lineItems,
    sessionAccounts,
    connect,
    requests,
    deliveries,
    pay,
    expire,
    signedEvent,
    sign,
    eventFor,
    deliver,
    changeSubscription,
    subscriptionSnapshot: (id) => structuredClone(requireSubscription(id)),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps connections alive; without this close would wait for them to idle out.
        server.closeAllConnections();
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// Stripe Connect (business onboarding, ADR 0037): POST /v1/accounts, GET /v1/accounts/:id,
// POST /v1/account_links, and the hosted onboarding page GET/POST /connect/onboard/:link, whose
// Submit button completes the account (details_submitted, charges_enabled) and redirects (303)
// to the link's return_url. An expired or used link goes to its refresh_url, as Stripe's does.
// Kept apart from the checkout code above so other additions to this file merge cleanly.
// ---------------------------------------------------------------------------------------------
export type FakeConnectAccount = {
  id: string;
  object: "account";
  type: "standard" | "express" | "custom";
  email: string | null;
  business_profile: { name: string | null; url: string | null };
  charges_enabled: boolean;
  details_submitted: boolean;
  payouts_enabled: boolean;
  metadata: Record<string, string>;
  created: number;
};

export type FakeAccountLink = {
  account: string;
  return_url: string;
  refresh_url: string;
  used: boolean;
  expires_at: number;
};

export type FakeConnect = {
  accounts: Map<string, FakeConnectAccount>;
  links: Map<string, FakeAccountLink>;
  /** The firm finishes Stripe's onboarding: the account can take charges. */
  complete(accountId: string): FakeConnectAccount;
  /** The next Connect call is refused with this message (as when Connect is not enabled on the platform). */
  refuseNext: string | null;
  api(
    method: string,
    path: string,
    body: Record<string, unknown>,
    stripeAccount: string | null,
  ): { status: number; response: unknown } | null;
  page(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> | null;
};

export function createFakeConnect(baseUrl: () => string): FakeConnect {
  const accounts = new Map<string, FakeConnectAccount>();
  const links = new Map<string, FakeAccountLink>();

  function complete(accountId: string): FakeConnectAccount {
    const account = accounts.get(accountId);
    if (!account) throw new Error(`No such account: '${accountId}'`);
    account.details_submitted = true;
    account.charges_enabled = true;
    account.payouts_enabled = true;
    return account;
  }

  function createAccount(body: Record<string, unknown>) {
    const type = body.type;
    if (type !== "standard" && type !== "express" && type !== "custom")
      return invalid("Invalid type: must be one of standard, express, or custom", "type");
    const profile = (body.business_profile ?? {}) as Record<string, unknown>;
    const account: FakeConnectAccount = {
      id: `acct_${token()}`,
      object: "account",
      type,
      email: typeof body.email === "string" ? body.email : null,
      business_profile: {
        name: typeof profile.name === "string" ? profile.name : null,
        url: typeof profile.url === "string" ? profile.url : null,
      },
      charges_enabled: false,
      details_submitted: false,
      payouts_enabled: false,
      metadata: stringRecord(body.metadata),
      created: Math.floor(Date.now() / 1000),
    };
    accounts.set(account.id, account);
    return { status: 200, response: account };
  }

  function createLink(body: Record<string, unknown>) {
    const account = typeof body.account === "string" ? accounts.get(body.account) : undefined;
    if (!account)
      return {
        status: 400,
        response: {
          error: {
            type: "invalid_request_error",
            message: `No such account: '${String(body.account)}'`,
            param: "account",
          },
        },
      };
    if (body.type !== "account_onboarding" && body.type !== "account_update") return invalid("Invalid type", "type");
    for (const param of ["return_url", "refresh_url"] as const) {
      if (typeof body[param] !== "string" || !/^https?:\/\//.test(body[param] as string))
        return invalid(`Missing required param: ${param}.`, param);
    }
    const id = token();
    const created = Math.floor(Date.now() / 1000);
    links.set(id, {
      account: account.id,
      return_url: body.return_url as string,
      refresh_url: body.refresh_url as string,
      used: false,
      expires_at: created + 300,
    });
    return {
      status: 200,
      response: {
        object: "account_link",
        created,
        expires_at: created + 300,
        url: `${baseUrl()}/connect/onboard/${id}`,
      },
    };
  }

  function api(method: string, path: string, body: Record<string, unknown>, stripeAccount: string | null) {
    if (fake.refuseNext && (path.startsWith("/v1/accounts") || path === "/v1/account_links")) {
      const message = fake.refuseNext;
      fake.refuseNext = null;
      return { status: 400, response: { error: { type: "invalid_request_error", message } } };
    }
    if (path === "/v1/accounts" && method === "POST")
      return stripeAccount ? invalid("Connected accounts cannot create accounts.", "account") : createAccount(body);
    const retrieve = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (retrieve && method === "GET") {
      const account = accounts.get(decodeURIComponent(retrieve[1]!));
      return account
        ? { status: 200, response: account }
        : {
            status: 404,
            response: {
              error: {
                type: "invalid_request_error",
                code: "resource_missing",
                message: `No such account: '${retrieve[1]}'`,
                param: "account",
              },
            },
          };
    }
    if (path === "/v1/account_links" && method === "POST") return createLink(body);
    return null;
  }

  function page(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> | null {
    const match = /^\/connect\/onboard\/([^/]+)$/.exec(path);
    if (!match) return null;
    return (async () => {
      await readBody(request);
      const link = links.get(decodeURIComponent(match[1]!));
      if (!link) return html(response, 404, "<h1>Onboarding link not found</h1>");
      const account = accounts.get(link.account)!;
      if (link.used || link.expires_at < Math.floor(Date.now() / 1000)) {
        response.writeHead(303, { location: link.refresh_url });
        return void response.end();
      }
      if (request.method === "POST") {
        link.used = true;
        complete(account.id);
        response.writeHead(303, { location: link.return_url });
        return void response.end();
      }
      html(
        response,
        200,
        `<h1>Set up payments for ${escapeHtml(account.business_profile.name ?? "your business")}</h1>
<p>Account ${escapeHtml(account.id)}</p>
<form method="post" action="/connect/onboard/${escapeHtml(match[1]!)}"><button type="submit">Submit and connect</button></form>
<p><a href="${escapeHtml(link.return_url)}">Return without finishing</a></p>`,
      );
    })();
  }

  const fake: FakeConnect = { accounts, links, complete, refuseNext: null, api, page };
  return fake;
}

function invalid(message: string, param: string) {
  return { status: 400, response: { error: { type: "invalid_request_error", message, param } } };
}

function missing(id: string, kind = "checkout.session", param = kind === "checkout.session" ? "session" : "id") {
  return {
    status: 404,
    response: {
      error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${id}'`, param },
    },
  };
}

function token(): string {
  return randomBytes(12).toString("base64url").replace(/[-_]/g, "0");
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === "string" ? value : null;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/**
 * Stripe's form encoding: `line_items[0][price_data][unit_amount]=15000&metadata[matterId]=…`.
 * Bracketed keys nest; objects whose keys are all indices become arrays. Values stay strings.
 */
export function parseForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const head = /^[^[]+/.exec(key)?.[0];
    if (!head) continue;
    const path = [head, ...Array.from(key.slice(head.length).matchAll(/\[([^\]]*)\]/g), (match) => match[1]!)];
    let node: Record<string, unknown> = root;
    for (const [index, segment] of path.entries()) {
      if (index === path.length - 1) node[segment] = value;
      else {
        const next = node[segment];
        node = (next && typeof next === "object" ? next : (node[segment] = {})) as Record<string, unknown>;
      }
    }
  }
  return arraysOf(root) as Record<string, unknown>;
}

function arraysOf(value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, inner]) => [key, arraysOf(inner)] as const,
  );
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  }
  return Object.fromEntries(entries);
}

function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(([, inner]) => typeof inner === "string"),
  ) as Record<string, string>;
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "content-type": "application/json", "request-id": `req_${token()}`, ...headers });
  response.end(JSON.stringify(body));
}

function html(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout (fake Stripe)</title></head><body>${body}</body></html>`,
  );
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

// Standalone: node --import tsx tests/fakes/stripe.ts --port 4020 --webhook-url … --secret whsec_test
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "4020" },
      host: { type: "string", default: "127.0.0.1" },
      "webhook-url": { type: "string" },
      secret: { type: "string", default: "whsec_test" },
    },
  });
  const fake = await startFakeStripe({
    port: Number.parseInt(values.port, 10),
    host: values.host,
    webhookUrl: values["webhook-url"],
    webhookSecret: values.secret,
    onDelivery: (delivery) =>
      process.stdout.write(
        `webhook ${delivery.type} ${delivery.eventId} → ${delivery.status ?? delivery.error ?? "not sent"}\n`,
      ),
  });
  process.stdout.write(`fake Stripe listening on ${fake.apiBase} (webhooks → ${values["webhook-url"] ?? "none"})\n`);
  const shutdown = () => void fake.stop().then(() => process.exit(0));
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}
