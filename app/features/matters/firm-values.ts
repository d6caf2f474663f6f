/** The firm's matter list filters and the matter page's field lengths. Client-safe, without zod: the browser imports these values without the schemas (ADR 0073). */
export const paymentStates = ["not-required", "pending", "paid"] as const;
export const reviewFilters = ["requested", "reviewed"] as const;
export const matterNoteMaxLength = 5000;
export const ratingCommentMaxLength = 500;
export const statusTitleMaxLength = 255;
/** Accept or decline the prospect (ADR 0058); a decline carries the firm's reason (kept internal). */
export const declineReasonMaxLength = 1000;
