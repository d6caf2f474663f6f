import { createContext } from "react-router";

/** Per-request values set by server.ts and read by loaders, actions and entry.server. */
export const nonceContext = createContext<string>("");
export const requestIdContext = createContext<string>("");
/** A hash of the client's address (never the address itself): for rate limits. */
export const clientKeyContext = createContext<string>("unknown");
/** Whether this request's body went past its route's limit (set by the express adapter, ADR 0045). */
export const bodyLimitContext = createContext<{ exceeded: () => boolean; limit: number | null }>({
  exceeded: () => false,
  limit: null,
});

/** The signed-in user of this request and the session it came with (set by app/middleware/session.server.ts). */
export type SignedInUser = {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
  hasPassword: boolean;
  twoFactorEnabled: boolean;
  onboardingCompleted: boolean;
  sessionTimeoutSeconds: number;
  /** Theme and accent color stored in the user's settings (applied by the root before first paint). */
  appearance?: { theme: string | null; accentColor: string | null };
};
export type CurrentSession = {
  id: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
  twoFactorVerified: boolean;
};
export const userContext = createContext<{ user: SignedInUser; session: CurrentSession } | null>(null);
/** A session that passed the password but still owes a two-factor code: signed out everywhere except /auth/two-factor. */
export const pendingTwoFactorContext = createContext<{ user: SignedInUser; session: CurrentSession } | null>(null);
/**
 * True when the request carried a session cookie but reading its user failed (a database error):
 * a page is then served to a visitor, and the profile area says 'Failed to load session' (chat §8).
 */
export const sessionReadFailedContext = createContext<boolean>(false);
