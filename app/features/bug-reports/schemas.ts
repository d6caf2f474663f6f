import { z } from "zod";

/** The /report-bug form (one schema for the browser and the server; messages are i18n keys). Client-safe. */
export const bugReportLimits = { summary: 200, details: 5_000, pageUrl: 2_000 } as const;

export const BugReportSchema = z.object({
  summary: z
    .string({ error: "workspace:reportBug.errors.summaryRequired" })
    .trim()
    .min(5, "workspace:reportBug.errors.summaryShort")
    .max(bugReportLimits.summary, "workspace:reportBug.errors.summaryLong"),
  details: z
    .string({ error: "workspace:reportBug.errors.detailsRequired" })
    .trim()
    .min(20, "workspace:reportBug.errors.detailsShort")
    .max(bugReportLimits.details, "workspace:reportBug.errors.detailsLong"),
  pageUrl: z.string().trim().max(bugReportLimits.pageUrl, "workspace:reportBug.errors.pageUrlLong").optional(),
  email: z.email("workspace:reportBug.errors.emailInvalid").optional(),
});
export type BugReport = z.infer<typeof BugReportSchema>;
