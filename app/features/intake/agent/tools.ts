import { z } from "zod";
import { contactFields } from "~/features/intake/contact-form.ts";
import { MatterJurisdictionSchema, urgencyLevels } from "~/features/matters/schemas.ts";
import { understandingArgumentShape } from "./understanding-args.ts";

/**
 * The tools both providers drive (spec names), with the argument schema each is validated
 * against. Client-safe.
 */
const ContactFieldSchema = z.enum(contactFields);
const UrgencyArg = z.enum(urgencyLevels).nullable().optional();
const ServiceArg = z.string().trim().min(1).max(120);
const MatterSummaryArg = z.string().trim().min(1).max(10_000);
const AnswersArg = z.record(z.string().max(500), z.string().max(5_000));
/** What `create_matter` and `update_matter` may both say about the matter, each optional. */
const matterDetailArgs = {
  urgency: UrgencyArg,
  jurisdiction: MatterJurisdictionSchema.nullable().optional(),
  clientName: z.string().max(200).nullable().optional(),
  opposingParty: z.string().max(300).nullable().optional(),
  ...understandingArgumentShape,
  outsideServices: z.boolean().optional(),
};
export const toolArgumentSchemas = {
  show_contact_form: z.object({
    fields: z.array(z.string()).optional(),
    required: z.array(z.string()).optional(),
    message: z.string().max(500).optional(),
    initialValues: z.partialRecord(ContactFieldSchema, z.string().max(500)).optional(),
  }),
  create_matter: z.object({
    service: ServiceArg,
    matterSummary: MatterSummaryArg,
    answers: AnswersArg.default({}),
    ...matterDetailArgs,
  }),
  update_matter: z.object({
    service: ServiceArg.optional(),
    matterSummary: MatterSummaryArg.optional(),
    answers: AnswersArg.optional(),
    ...matterDetailArgs,
  }),
  show_document_checklist: z.object({ matterType: z.string().trim().max(120).optional() }),
  create_payment_invoice: z.object({
    amount: z.number().nonnegative().optional(),
    description: z.string().max(500).optional(),
  }),
  request_lawyer_review: z.object({
    reason: z.string().max(1_000).optional(),
    urgency: UrgencyArg,
  }),
  generate_case_pdf: z.object({ reason: z.string().max(500).optional() }),
  search_lawyers: z.object({
    practiceArea: z.string().trim().max(120).optional(),
    location: z.string().trim().max(120).optional(),
    language: z.string().trim().max(60).optional(),
    maxFee: z.number().int().min(0).max(100_000).optional(),
    query: z.string().trim().max(200).optional(),
  }),
} satisfies Record<string, z.ZodType>;

export type ToolName = keyof typeof toolArgumentSchemas;
export type ToolArguments<N extends ToolName> = z.infer<(typeof toolArgumentSchemas)[N]>;
export const toolNames = Object.keys(toolArgumentSchemas) as ToolName[];
/** Names reserved for tools that arrive with later issues (none left). */
export const reservedToolNames = [] as const;

export function isToolName(value: string): value is ToolName {
  return value in toolArgumentSchemas;
}

/** Descriptions given to a model; the parameters are the JSON Schema of each argument schema. */
export const toolDescriptions: Record<ToolName, string> = {
  show_contact_form:
    "Show the visitor a contact form for their name, email, phone, location and the opposing party. Use once the service and the main facts are known. Pre-fill initialValues with anything the visitor already said.",
  create_matter:
    "Create the matter once the visitor has submitted the contact form: the service, a factual summary (at least 50 characters: who, against whom, what happened in order, where, the key dates, what the visitor wants), the answers to the intake questions (question -> answer), urgency with its reason, jurisdiction (city, county, state, country), the parties with their roles (only the other side is \"opposing\"; a company beats a person's first name; helpers, family and witnesses are never opposing) and every key date in ISO with its kind. Write the summary, answers, descriptions and reasons in English, the firm's language, whatever language the visitor writes in; names and places stay as written.",
  update_matter:
    "Update the matter with new or corrected facts the visitor gave after it was created: the same fields as create_matter; parties and key dates are added to those already recorded. In English, the firm's language.",
  show_document_checklist: "Show the checklist of documents the firm needs for this matter.",
  create_payment_invoice:
    "Ask for the firm's consultation fee, when the organization requires payment. The amount comes from the firm's configuration.",
  request_lawyer_review:
    "Put the matter in the firm's review queue once it is complete; tell the visitor a lawyer will review it.",
  generate_case_pdf:
    "Create the case-file PDF for the firm (matter, summary, intake answers, contact details, documents, payment state) once the matter exists, usually when it is complete, and offer it to the visitor. It is regenerated automatically when the matter changes.",
  search_lawyers:
    'Search the firm\'s own directory of lawyers when the visitor asks to find, search for or be recommended a lawyer or attorney. practiceArea is the service (e.g. "Family"), location a city and/or state, language a language the lawyer speaks, maxFee the most the visitor will pay in US dollars per hour, query free text. Leave out what the visitor did not ask for. The results are shown to the visitor as cards; summarize them briefly without repeating contact details.',
};

export function toolJsonSchemas(): Array<{ name: ToolName; description: string; parameters: Record<string, unknown> }> {
  return toolNames.map((name) => ({
    name,
    description: toolDescriptions[name],
    parameters: z.toJSONSchema(toolArgumentSchemas[name], { io: "input" }) as Record<string, unknown>,
  }));
}
