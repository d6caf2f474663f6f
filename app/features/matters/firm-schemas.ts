import { z } from "zod";
import { requiredText, wholeNumberFrom } from "~/lib/schema-fields.ts";
import { matterStatuses } from "./matter-actions.ts";
import { urgencyLevels } from "./schemas.ts";
import {
  paymentStates,
  reviewFilters,
  matterNoteMaxLength,
  ratingCommentMaxLength,
  statusTitleMaxLength,
  declineReasonMaxLength,
} from "./firm-values.ts";
export * from "./firm-values.ts";

/**
 * The firm's matter list query and the matter page's forms (ADR 0030). One schema for browser and
 * server; messages are i18n keys of the `firm` namespace. Client-safe.
 */
export const matterPageSize = 20;
export type PaymentState = (typeof paymentStates)[number];
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const MatterListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(matterStatuses).optional()).catch(undefined),
  service: z.preprocess(blankToUndefined, z.string().trim().max(80).optional()).catch(undefined),
  urgency: z.preprocess(blankToUndefined, z.enum(urgencyLevels).optional()).catch(undefined),
  review: z.preprocess(blankToUndefined, z.enum(reviewFilters).optional()).catch(undefined),
  payment: z.preprocess(blankToUndefined, z.enum(paymentStates).optional()).catch(undefined),
  q: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()).catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type MatterListQuery = z.infer<typeof MatterListQuerySchema>;

export const AssignReviewerSchema = z.object({
  intent: z.literal("assign-reviewer"),
  reviewerId: z.uuid({ error: "firm:errors.reviewerRequired" }),
});

export const ChangeStatusSchema = z.object({
  intent: z.literal("change-status"),
  status: z.enum(matterStatuses, { error: "firm:errors.statusInvalid" }),
  title: requiredText(statusTitleMaxLength, {
    required: "firm:errors.statusTitleRequired",
    tooLong: "firm:errors.statusTitleTooLong",
  }),
});

export const AddNoteSchema = z.object({
  intent: z.literal("add-note"),
  body: requiredText(matterNoteMaxLength, { required: "firm:errors.noteRequired", tooLong: "firm:errors.noteTooLong" }),
});

export const RateIntakeSchema = z.object({
  intent: z.literal("rate-intake"),
  rating: wholeNumberFrom(1, 5, "firm:errors.ratingInvalid"),
  comment: z.preprocess(
    blankToUndefined,
    z.string().trim().max(ratingCommentMaxLength, "firm:errors.ratingCommentTooLong").optional(),
  ),
});

export const MarkReviewedSchema = z.object({ intent: z.literal("mark-reviewed") });
/** The firm's decision on a possible conflict (ADR 0041). */
export const ResolveConflictSchema = z.object({ intent: z.enum(["clear-conflict", "confirm-conflict"]) });

export const AcceptMatterSchema = z.object({ intent: z.literal("accept-matter") });
export const DeclineMatterSchema = z.object({
  intent: z.literal("decline-matter"),
  reason: requiredText(declineReasonMaxLength, {
    required: "firm:errors.declineReasonRequired",
    tooLong: "firm:errors.declineReasonTooLong",
  }),
});

export const MatterActionSchema = z.discriminatedUnion("intent", [
  AssignReviewerSchema,
  ChangeStatusSchema,
  AddNoteSchema,
  RateIntakeSchema,
  MarkReviewedSchema,
  ResolveConflictSchema,
  AcceptMatterSchema,
  DeclineMatterSchema,
]);
export type MatterActionInput = z.infer<typeof MatterActionSchema>;
