import { stripeConfigured } from "~/lib/stripe.server.ts";

/**
 * Whether a visitor of this organization owes the consultation fee: only when the firm asks for
 * one and someone can take it (Stripe, or the firm's payment link; ADR 0009). The one answer the
 * intake header, the matter and the case-file PDF all use, so none advertises a fee the others
 * (and the firm) cannot collect.
 */
export function consultationFeeDue(config: {
  requiresPayment: boolean;
  consultationFee: number;
  paymentLink: string | null;
}): boolean {
  return config.requiresPayment && config.consultationFee > 0 && (stripeConfigured() || config.paymentLink !== null);
}
