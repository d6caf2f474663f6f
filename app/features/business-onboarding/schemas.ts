import { z } from "zod";
import { optionalWebUrl } from "~/lib/schema-fields.ts";
import { phoneMessages, phoneProblem, splitDialCode } from "~/lib/phone.ts";
import type { BusinessService } from "../../../db/tables.ts";
import type { BusinessOnboardingStep } from "./steps.ts";
import { maxServices } from "./limits.ts";
export { maxServices } from "./limits.ts";

/**
 * The wizard's forms (accounts spec §3 business onboarding data, §5 validation). Two strengths:
 * a draft (what autosave and Back keep: any text, trimmed and bounded, so nothing typed is lost)
 * and each step's Next, which checks what the spec asks. Messages are keys of the business
 * namespace. Client-safe.
 */
const message = (key: string) => `business:validation.${key}`;
export const businessMessages = {
  firmNameRequired: message("firmNameRequired"),
  contactEmailRequired: message("contactEmailRequired"),
  emailInvalid: message("emailInvalid"),
  phoneInvalid: message("phoneInvalid"),
  phoneTooShort: message("phoneTooShort"),
  urlInvalid: message("urlInvalid"),
  colorInvalid: message("colorInvalid"),
  tooLong: message("tooLong"),
  serviceTitleRequired: message("serviceTitleRequired"),
  tooManyServices: message("tooManyServices"),
  organizationRequired: message("organizationRequired"),
} as const;

/** A field the form did not carry stays undefined (kept as stored); an emptied one becomes null. */
const draftText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, businessMessages.tooLong)
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "" ? null : value));

const draftService = z.object({
  id: z.string().trim().max(64).nullish(),
  title: z.string().trim().max(80, businessMessages.tooLong).nullish(),
  description: z.string().trim().max(500, businessMessages.tooLong).nullish(),
});

/** Every field a step may carry, all optional: the draft that autosave, Back and Next store. */
export const BusinessDraftSchema = z.object({
  firmName: draftText(100),
  contactEmail: draftText(254),
  contactPhone: draftText(40),
  website: draftText(2000),
  addressLine1: draftText(200),
  addressLine2: draftText(200),
  city: draftText(100),
  state: draftText(100),
  postalCode: draftText(20),
  country: draftText(100),
  overview: draftText(2000),
  primaryColor: draftText(7),
  accentColor: draftText(7),
  introMessage: draftText(2000),
  isPublic: z.boolean().optional(),
  services: z.array(draftService).max(maxServices, businessMessages.tooManyServices).optional(),
});
export type BusinessDraft = Partial<z.infer<typeof BusinessDraftSchema>>;

const requiredText = (key: string) => z.string({ error: key }).trim().min(1, key);

const emailField = requiredText(businessMessages.contactEmailRequired).pipe(
  z.email({ error: businessMessages.emailInvalid }).max(254, businessMessages.emailInvalid),
);

/**
 * Optional phone, the phone widget's (accounts spec §5): kept as one text with its country code
 * (form-values.ts); when given, a valid number of that country with at least 10 digits.
 */
const phoneField = z
  .string()
  .trim()
  .nullish()
  .superRefine((value, context) => {
    if (!value) return;
    const { country, national } = splitDialCode(value);
    const problem = phoneProblem(country, national);
    if (problem)
      context.addIssue({
        code: "custom",
        message: problem === phoneMessages.tooShort ? businessMessages.phoneTooShort : businessMessages.phoneInvalid,
      });
  });

/** Optional website: http or https; a bare host gets https://. */
const websiteField = optionalWebUrl(businessMessages.urlInvalid, { assumeHttps: true });

const colorField = z
  .string()
  .trim()
  .nullish()
  .refine((value) => !value || /^#[0-9A-Fa-f]{6}$/.test(value), businessMessages.colorInvalid);

/** Firm basics' Next: business name and e-mail required (spec §5); phone and website optional. */
export const FirmBasicsSchema = z.object({
  firmName: requiredText(businessMessages.firmNameRequired).pipe(z.string().max(100, businessMessages.tooLong)),
  contactEmail: emailField,
  contactPhone: phoneField,
  website: websiteField,
});

/** Business details' Next: the address and description are optional; colours must be #RRGGBB. */
export const BusinessDetailsSchema = z.object({
  primaryColor: colorField,
  accentColor: colorField,
});

/** Services' Next: a service with a description needs a title; blank rows are dropped. */
export const ServicesSchema = z.object({
  services: z
    .array(draftService)
    .max(maxServices, businessMessages.tooManyServices)
    .optional()
    .superRefine((services, context) => {
      (services ?? []).forEach((service, index) => {
        if (!service.title && service.description)
          context.addIssue({ code: "custom", path: [index, "title"], message: businessMessages.serviceTitleRequired });
      });
    }),
});

/** Review and launch: everything Launch writes is checked again (spec: validation on review-and-launch). */
export const LaunchSchema = FirmBasicsSchema.extend(BusinessDetailsSchema.shape);

/** The organizationId of /api/onboarding/* and of the page's query. */
export const OnboardingOrganizationSchema = z.object({
  organizationId: z.uuid({ error: businessMessages.organizationRequired }),
});

/** What the wizard shows and Launch writes (accounts spec §3 business onboarding data). */
export type BusinessOnboarding = {
  firmName: string;
  contactEmail: string;
  contactPhone: string;
  website: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  overview: string;
  isPublic: boolean;
  services: BusinessService[];
  primaryColor: string;
  accentColor: string;
  introMessage: string;
  profileImage: string | null;
  currentStep: BusinessOnboardingStep;
  completedAt: string | null;
  skippedAt: string | null;
  stripe: { accountId: string | null; chargesEnabled: boolean; detailsSubmitted: boolean };
};
