import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { answerUntilContactForm, Visitor } from "../support/intake-client.ts";

/**
 * The intake header, the matter and the case-file PDF (which prints the matter's payment state)
 * agree on whether the consultation fee is due. No Stripe is configured in this file, so a firm
 * asking $150 without a payment link cannot collect it, and nothing may advertise it.
 */
const toastOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((cookie) => cookie.startsWith("parley-toast="))
    .map(
      (cookie) =>
        JSON.parse(
          Buffer.from(cookie.split(";")[0]!.slice("parley-toast=".length), "base64url").toString("utf8"),
        ) as unknown,
    );

async function intakeUntilMatter(paymentLink: string | null) {
  const organization = await createTestOrganization({
    config: { requiresPayment: true, consultationFee: 150, paymentLink },
  });
  const visitor = new Visitor(organization.id, organization.slug);
  await visitor.startSession();
  await visitor.acknowledge();
  const page = (await visitor.page()) as {
    organization: { config: { requiresPayment: boolean; consultationFee: number } };
  };
  await visitor.stream("hello");
  await answerUntilContactForm(async (text) => (await visitor.stream(text)).events);
  const submitted = await visitor.submit({
    intent: "contact",
    name: "Dana Reyes",
    email: "dana@example.com",
    phone: "(704) 555-0134",
    location: "Charlotte, NC",
    opposingParty: "Maria Reyes",
  });
  expect(submitted.status).toBe(302);
  expect(toastOf(submitted)).toEqual([
    { type: "success", title: "Contact Information", description: "Your contact details were sent to the firm." },
  ]);
  const matter = await db
    .selectFrom("matters")
    .select(["payment_required"])
    .where("organization_id", "=", organization.id)
    .executeTakeFirstOrThrow();
  return { header: page.organization.config, matter };
}

describe("the consultation fee", () => {
  // Each journey below also checks that sending the contact form says 'Contact Information'.
  it("a firm that asks $150 but has no way to take it shows no fee in the header, and its matter needs none", async () => {
    const { header, matter } = await intakeUntilMatter(null);
    expect(header.requiresPayment).toBe(false);
    expect(matter.payment_required).toBe(false);
  });

  it("with the firm's payment link, the header shows the fee and the matter waits for it", async () => {
    const { header, matter } = await intakeUntilMatter("https://pay.example.com/smith-law");
    expect(header).toMatchObject({ requiresPayment: true, consultationFee: 150 });
    expect(matter.payment_required).toBe(true);
  });
});
