/**
 * The answer of a JavaScript account deletion (spec §4: a toast, then / after 1 s). While it shows,
 * the settings pages must not reload their data: the user they need is gone. Client-safe.
 */
export type AccountDeletedReply = { intent: "delete-account"; deleted: true };

export const ACCOUNT_DELETED_REDIRECT_DELAY_MS = 1000;

export function isAccountDeletedReply(value: unknown): value is AccountDeletedReply {
  return (
    typeof value === "object" && value !== null && "deleted" in value && (value as AccountDeletedReply).deleted === true
  );
}
