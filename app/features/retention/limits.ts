/** The retention policy's bounds and defaults, in days. Client-safe, without zod: the browser imports these values without the schemas (ADR 0073). */
export const retentionLimits = {
  conversationDays: { min: 1, max: 3650, default: 30 },
  closedMatterDays: { min: 30, max: 3650, default: 365 },
} as const;
