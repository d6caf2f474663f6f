import { z } from "zod";

/** The /enterprise contact-sales form: one schema for the browser and the server; messages are i18n keys. Client-safe. */
export const contactSalesLimits = { name: 120, email: 254, firm: 200, message: 2000, seats: 100_000 } as const;

export const ContactSalesSchema = z.object({
  name: z
    .string({ error: "billing:enterprise.nameRequired" })
    .trim()
    .min(1, "billing:enterprise.nameRequired")
    .max(contactSalesLimits.name, "errors:field.tooLong"),
  email: z
    .string({ error: "errors:field.required" })
    .trim()
    .max(contactSalesLimits.email, "errors:field.tooLong")
    .pipe(z.email("errors:email.invalid")),
  firm: z
    .string({ error: "billing:enterprise.firmRequired" })
    .trim()
    .min(1, "billing:enterprise.firmRequired")
    .max(contactSalesLimits.firm, "errors:field.tooLong"),
  seats: z.coerce
    .number({ error: "billing:enterprise.seatsInvalid" })
    .int("billing:enterprise.seatsInvalid")
    .min(1, "billing:enterprise.seatsInvalid")
    .max(contactSalesLimits.seats, "billing:enterprise.seatsInvalid"),
  message: z.string().trim().max(contactSalesLimits.message, "billing:enterprise.messageTooLong").optional(),
});
export type ContactSales = z.infer<typeof ContactSalesSchema>;
