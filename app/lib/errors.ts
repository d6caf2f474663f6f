/**
 * One error vocabulary for the whole application (ADR 0076). Features throw a DomainError (or
 * return a refusal) whose code is the spec's code, with the parameters its message needs; the
 * edges look the code up in `errorCatalog`, the one table of codes: the HTTP status and the i18n
 * key of the message a person reads. Nothing chooses a status or a message by comparing English
 * text. Client-safe.
 */
type CatalogEntry = { status: number; messageKey: `errors:${string}` };

export const errorCatalog = {
  VALIDATION_FAILED: { status: 400, messageKey: "errors:codes.validationFailed" },
  INVALID_REQUEST: { status: 400, messageKey: "errors:codes.invalidRequest" },
  INVALID_ORGANIZATION_ID: { status: 400, messageKey: "errors:codes.invalidOrganizationId" },
  UNAUTHENTICATED: { status: 401, messageKey: "errors:codes.unauthenticated" },
  USAGE_LIMIT_REACHED: { status: 402, messageKey: "errors:codes.usageLimitReached" },
  INSUFFICIENT_PERMISSIONS: { status: 403, messageKey: "errors:codes.insufficientPermissions" },
  ORGANIZATION_NOT_FOUND: { status: 404, messageKey: "errors:codes.organizationNotFound" },
  NOT_FOUND: { status: 404, messageKey: "errors:codes.notFound" },
  CONFLICT: { status: 409, messageKey: "errors:codes.conflict" },
  RATE_LIMITED: { status: 429, messageKey: "errors:codes.rateLimited" },
  INTERNAL_ERROR: { status: 500, messageKey: "errors:codes.internalError" },
  // Accounts
  INVALID_CREDENTIALS: { status: 401, messageKey: "errors:codes.invalidCredentials" },
  USER_NOT_FOUND: { status: 404, messageKey: "errors:codes.userNotFound" },
  USER_ALREADY_EXISTS: { status: 409, messageKey: "errors:codes.userAlreadyExists" },
  PASSWORD_REQUIRED: { status: 400, messageKey: "errors:codes.passwordRequired" },
  INVALID_TOKEN: { status: 400, messageKey: "errors:codes.invalidToken" },
  OAUTH_EMAIL_UNVERIFIED: { status: 403, messageKey: "errors:codes.oauthEmailUnverified" },
  // Organizations: members and invitations
  LAST_OWNER: { status: 409, messageKey: "errors:codes.lastOwner" },
  INVITATION_EXPIRED: { status: 410, messageKey: "errors:codes.invitationExpired" },
  // Business onboarding (accounts spec §8): the wizard is for business and enterprise organizations.
  BUSINESS_ONBOARDING_NOT_AVAILABLE: { status: 403, messageKey: "errors:codes.businessOnboardingNotAvailable" },
  STRIPE_CONNECT_FAILED: { status: 502, messageKey: "errors:codes.paymentProviderFailed" },
  // Billing (accounts spec §8)
  SUBSCRIPTION_ALREADY_ACTIVE: { status: 409, messageKey: "errors:codes.subscriptionAlreadyActive" },
  EMAIL_VERIFICATION_REQUIRED: { status: 403, messageKey: "errors:codes.emailVerificationRequired" },
  STRIPE_CHECKOUT_FAILED: { status: 502, messageKey: "errors:codes.paymentProviderFailed" },
  STRIPE_BILLING_PORTAL_FAILED: { status: 502, messageKey: "errors:codes.paymentProviderFailed" },
  STRIPE_CUSTOMER_NOT_FOUND: { status: 404, messageKey: "errors:codes.billingAccountNotFound" },
  STRIPE_SUBSCRIPTION_NOT_FOUND: { status: 404, messageKey: "errors:codes.subscriptionNotFound" },
  INVALID_SEAT_COUNT: { status: 400, messageKey: "errors:codes.invalidSeatCount" },
  INVALID_PLAN_TYPE: { status: 400, messageKey: "errors:codes.invalidPlanType" },
  SUBSCRIPTION_SYNC_FAILED: { status: 502, messageKey: "errors:codes.paymentProviderFailed" },
  BILLING_NOT_CONFIGURED: { status: 503, messageKey: "errors:codes.billingNotConfigured" },
  // A read that did not answer within its time budget (chat spec §8: 'Request timed out').
  REQUEST_TIMEOUT: { status: 504, messageKey: "errors:codes.requestTimeout" },
  // Uploads (chat spec §5, §7): 413 for a file over the limit, 415 for a type refused.
  FILE_MISSING: { status: 400, messageKey: "errors:codes.fileMissing" },
  FILE_EMPTY: { status: 400, messageKey: "errors:codes.fileEmpty" },
  FILE_TOO_LARGE: { status: 413, messageKey: "errors:codes.fileTooLarge" },
  FILE_TYPE_NOT_SUPPORTED: { status: 415, messageKey: "errors:codes.fileTypeNotSupported" },
  FILE_TYPE_NOT_ALLOWED: { status: 415, messageKey: "errors:codes.fileTypeNotAllowed" },
  UPLOAD_INCOMPLETE: { status: 400, messageKey: "errors:codes.uploadIncomplete" },
  INVALID_METADATA: { status: 400, messageKey: "errors:codes.invalidRequest" },
  SESSION_INVALID: { status: 403, messageKey: "errors:codes.sessionInvalid" },
  USAGE_GUARDRAIL_REACHED: { status: 429, messageKey: "errors:codes.usageLimitReached" },
} as const satisfies Record<string, CatalogEntry>;

export type ErrorCode = keyof typeof errorCatalog;

/** The status of each code (the catalog's first column), for callers that need only that. */
export const errorStatus = Object.fromEntries(
  Object.entries(errorCatalog).map(([code, entry]) => [code, entry.status]),
) as { [Code in ErrorCode]: (typeof errorCatalog)[Code]["status"] };

/** Parameters of a message: interpolated into its translation, never free text from a client. */
export type ErrorParams = Record<string, unknown>;

export class DomainError extends Error {
  /**
   * `message` is the i18n key (`namespace:path`) of the text a person reads for this case, with
   * `params` as its interpolation values; left out, the code's key from the catalog is used. Pages
   * translate it in the reader's language (`translateError`); JSON bodies give its English text,
   * which is the spec's string (`englishErrorText`, ADR 0082). Never English prose: code paths read
   * `code` and `params`, never the message.
   */
  constructor(
    readonly code: ErrorCode,
    message: string = errorCatalog[code].messageKey,
    readonly params: ErrorParams = {},
  ) {
    super(message);
    this.name = "DomainError";
  }

  /** @deprecated The old name of `params`. */
  get details(): ErrorParams {
    return this.params;
  }
}

export function statusOfCode(code: ErrorCode): number {
  return errorCatalog[code].status;
}

export function httpStatusOf(error: unknown): number {
  return error instanceof DomainError ? errorCatalog[error.code].status : 500;
}

const messageKeyPattern = /^[a-z]+:[A-Za-z0-9_.]+$/;

/** Whether a text is an i18n key (`errors:codes.notFound`) rather than prose. */
export function isMessageKey(text: string): boolean {
  return messageKeyPattern.test(text);
}

/**
 * The i18n key and parameters of what a person reads for an error: the error's own key when it
 * carries one, else its code's key from the catalog; anything that is not a DomainError is the
 * internal error (its text is never shown).
 */
export function errorMessageOf(error: unknown): { key: string; params: ErrorParams } {
  if (!(error instanceof DomainError)) return { key: errorCatalog.INTERNAL_ERROR.messageKey, params: {} };
  const key = isMessageKey(error.message) ? error.message : errorCatalog[error.code].messageKey;
  return { key, params: error.params };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a person reads for an error, in the language of `t` (the request's translator). */
export function translateError(t: Translate, error: unknown): string {
  const { key, params } = errorMessageOf(error);
  return t(key, params);
}
