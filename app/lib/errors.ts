/**
 * One error type for the whole application. Features throw a DomainError whose code is the spec's
 * code; edges map it to a status and a message with httpStatusOf. Client-safe.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  INVALID_ORGANIZATION_ID: 400,
  UNAUTHENTICATED: 401,
  USAGE_LIMIT_REACHED: 402,
  INSUFFICIENT_PERMISSIONS: 403,
  ORGANIZATION_NOT_FOUND: 404,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  // Accounts
  INVALID_CREDENTIALS: 401,
  USER_NOT_FOUND: 404,
  USER_ALREADY_EXISTS: 409,
  PASSWORD_REQUIRED: 400,
  INVALID_TOKEN: 400,
  OAUTH_EMAIL_UNVERIFIED: 403,
  // Organizations: members and invitations
  LAST_OWNER: 409,
  INVITATION_EXPIRED: 410,
  // Business onboarding (accounts spec §8): the wizard is for business and enterprise organizations.
  BUSINESS_ONBOARDING_NOT_AVAILABLE: 403,
  STRIPE_CONNECT_FAILED: 502,
  // Billing (accounts spec §8)
  SUBSCRIPTION_ALREADY_ACTIVE: 409,
  EMAIL_VERIFICATION_REQUIRED: 403,
  STRIPE_CHECKOUT_FAILED: 502,
  STRIPE_BILLING_PORTAL_FAILED: 502,
  STRIPE_CUSTOMER_NOT_FOUND: 404,
  STRIPE_SUBSCRIPTION_NOT_FOUND: 404,
  INVALID_SEAT_COUNT: 400,
  INVALID_PLAN_TYPE: 400,
  SUBSCRIPTION_SYNC_FAILED: 502,
  BILLING_NOT_CONFIGURED: 503,
  // A read that did not answer within its time budget (chat spec §8: 'Request timed out').
  REQUEST_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export function httpStatusOf(error: unknown): number {
  return error instanceof DomainError ? errorStatus[error.code] : 500;
}
