import { z } from "zod";
import { bugReportLimits } from "./limits.ts";
export { bugReportLimits } from "./limits.ts";

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
