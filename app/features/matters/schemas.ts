import { z } from "zod";
// Values the browser needs live in a module without zod (ADR 0069); re-exported here.
import {
  matterSummaryMinLength,
  serviceAreas,
  serviceAreasOf,
  type ServiceArea,
  urgencyLevels,
} from "./matter-values.ts";

export { matterSummaryMinLength, serviceAreas, serviceAreasOf, type ServiceArea, urgencyLevels };

/**
 * The matter as the assistant records it, and the blocks that travel with it (spec: chat-workspace
 * §3). Client-safe: these shapes are parsed on the server when a tool produces them and rendered in
 * the browser from message history.
 */

export const UrgencySchema = z.enum(urgencyLevels);
export type Urgency = z.infer<typeof UrgencySchema>;

/**
 * Jurisdiction is structured, not a free string: US law is mostly state law, so "which state" has
 * to be answerable without parsing prose. Every part is optional because the assistant fills it in
 * as the conversation goes. `state` is a two-letter code or a state name; `country` an ISO 3166
 * alpha-2 code or a name.
 */
export const MatterJurisdictionSchema = z.object({
  country: z.string().trim().max(100).nullish(),
  state: z.string().trim().max(100).nullish(),
  county: z.string().trim().max(100).nullish(),
  city: z.string().trim().max(100).nullish(),
});
export type MatterJurisdiction = z.infer<typeof MatterJurisdictionSchema>;

export const MatterCanvasSchema = z.object({
  matterId: z.string().min(1).max(100),
  matterNumber: z.string().min(1).max(50),
  service: z.string().trim().max(120),
  matterSummary: z.string().max(10_000),
  // Question → answer, as the assistant asked them (keys are the questions, often in prose).
  answers: z.record(z.string().max(500), z.string().max(5_000)).default({}),
  urgency: UrgencySchema.default("unknown"),
  jurisdiction: MatterJurisdictionSchema.nullable().default(null),
  /** The other side and the key dates the understanding layer read (issue 13), when known. */
  opposingParty: z.string().max(300).nullable().optional(),
  keyDates: z
    .array(z.object({ iso: z.string().max(20), kind: z.string().max(40), place: z.string().max(200).nullable() }))
    .max(30)
    .optional(),
});
export type MatterCanvas = z.infer<typeof MatterCanvasSchema>;

export const checklistDocumentStatuses = ["missing", "pending", "uploaded"] as const;
export const ChecklistDocumentStatusSchema = z.enum(checklistDocumentStatuses);
export type ChecklistDocumentStatus = z.infer<typeof ChecklistDocumentStatusSchema>;

export const ChecklistFileSchema = z.object({
  fileId: z.string().min(1),
  name: z.string().min(1).max(255),
  size: z.number().int().min(0),
  type: z.string().max(255),
  url: z.string().min(1),
});
export type ChecklistFile = z.infer<typeof ChecklistFileSchema>;

export const ChecklistDocumentSchema = z.object({
  // Stable kebab-case id ("marriage-certificate"): transitions and translations are keyed by it.
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(200),
  description: z.string().max(1_000),
  required: z.boolean(),
  status: ChecklistDocumentStatusSchema,
  file: ChecklistFileSchema.nullable().default(null),
});
export type ChecklistDocument = z.infer<typeof ChecklistDocumentSchema>;

export const DocumentChecklistSchema = z.object({
  // The service the checklist was made for, as named to the client ("Family", "Tenant Rights").
  matterType: z.string().max(120),
  documents: z.array(ChecklistDocumentSchema).max(50),
});
export type DocumentChecklist = z.infer<typeof DocumentChecklistSchema>;

export const PaymentEmbedSchema = z.object({
  paymentUrl: z.url({ protocol: /^https?$/ }),
  // US dollars as a decimal number (spec §2: the amount is shown in US dollars), not cents.
  amount: z.number().nonnegative(),
  description: z.string().max(500),
  // Null until the provider confirms the payment; a required payment without an id keeps the matter incomplete.
  paymentId: z.string().min(1).nullable(),
});
export type PaymentEmbed = z.infer<typeof PaymentEmbedSchema>;
