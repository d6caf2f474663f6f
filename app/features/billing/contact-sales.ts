import { z } from "zod";
import { requiredText, wholeNumberFrom } from "~/lib/schema-fields.ts";

/** The /enterprise contact-sales form: one schema for the browser and the server; messages are i18n keys. Client-safe. */
export const contactSalesLimits = { name: 120, email: 254, firm: 200, message: 2000, seats: 100_000 } as const;

export const ContactSalesSchema = z.object({
  name: requiredText(contactSalesLimits.name, {
    required: "billing:enterprise.nameRequired",
    tooLong: "errors:field.tooLong",
  }),
  email: z
    .string({ error: "errors:field.required" })
    .trim()
    .max(contactSalesLimits.email, "errors:field.tooLong")
    .pipe(z.email("errors:email.invalid")),
  firm: requiredText(contactSalesLimits.firm, {
    required: "billing:enterprise.firmRequired",
    tooLong: "errors:field.tooLong",
  }),
  seats: wholeNumberFrom(1, contactSalesLimits.seats, "billing:enterprise.seatsInvalid"),
  message: z.string().trim().max(contactSalesLimits.message, "billing:enterprise.messageTooLong").optional(),
});
export type ContactSales = z.infer<typeof ContactSalesSchema>;
