/**
 * A user's settings choices, client-safe and without zod (ADR 0069, 0136); re-exported by schemas.ts.
 * The settings pages import them from here: a page that imported them from schemas.ts would share a
 * chunk with the deferred form schemas that use schemas.ts, and load zod on its first load with it.
 */
export const themes = ["light", "dark", "system"] as const;
export const accentColors = ["default", "blue", "green", "purple", "red"] as const;
/** Session timeout options in seconds: 1 hour, 1 day, 7 days (the default), 30 days. */
export const sessionTimeouts = [3600, 86400, 604800, 2592000] as const;
export const DEFAULT_SESSION_TIMEOUT_SECONDS = 604800;
