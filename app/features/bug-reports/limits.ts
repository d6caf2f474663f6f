/** The bug report's field lengths. Client-safe, without zod: the browser imports these values without the schemas (ADR 0073). */
/** The /report-bug form (one schema for the browser and the server; messages are i18n keys). Client-safe. */
export const bugReportLimits = { summary: 200, details: 5_000, pageUrl: 2_000 } as const;
