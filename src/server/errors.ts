/** An error the API answers with `{ statusCode, error, code, message }`; `code` is the key the client translates. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra fields for the body (e.g. retryAfterSeconds). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The API's refusals: the product's fixed texts (some in German, as the product words them) and our own for the other cases. */
export const errors = {
  unauthorized: () => new ApiError(401, 'UNAUTHORIZED', 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.'),
  invalidLogin: () => new ApiError(401, 'INVALID_LOGIN', 'Invalid Login Data'),
  userLocked: (statusCode = 403) => new ApiError(statusCode, 'USER_LOCKED', 'User is locked. Please contact your administrator.'),
  /** More API requests at once than the node works on and queues (plugins/request-limit.ts). */
  overloaded: (retryAfterSeconds: number) =>
    new ApiError(503, 'OVERLOADED', 'The portal is busy right now. Please try again in a moment.', { retryAfterSeconds }),
  tooManyAttempts: (retryAfterSeconds: number) =>
    new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed login attempts. Please try again later.', { retryAfterSeconds }),
  invalidTwoFactorCode: (statusCode: 400 | 401) => new ApiError(statusCode, 'INVALID_TWO_FACTOR_CODE', 'Invalid two-factor code'),
  twoFactorAlreadyEnabled: () => new ApiError(409, 'TWO_FACTOR_ALREADY_ENABLED', 'Two-factor authentication is already enabled'),
  twoFactorNotSetUp: () => new ApiError(400, 'TWO_FACTOR_NOT_SET_UP', 'Two-factor authentication has not been set up'),
  invalidPassword: () => new ApiError(401, 'INVALID_PASSWORD', 'Ungültiges Passwort'),
  invalidCurrentPassword: () => new ApiError(401, 'INVALID_CURRENT_PASSWORD', 'Aktuelles Passwort ist ungültig'),
  passwordPolicy: () => new ApiError(400, 'PASSWORD_POLICY', 'Das neue Passwort entspricht nicht den Anforderungen'),
  invalidRefreshToken: () => new ApiError(401, 'INVALID_REFRESH_TOKEN', 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.'),
  refreshTokenReused: () => new ApiError(401, 'REFRESH_TOKEN_REUSED', 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.'),
  tenantRequired: () => new ApiError(403, 'TENANT_REQUIRED', 'No tenant selected.'),
  tenantForbidden: () => new ApiError(403, 'TENANT_FORBIDDEN', 'Access denied'),
  notFound: () => new ApiError(404, 'NOT_FOUND', 'Not found'),
  /** A request target longer than the API reads (http-limits.ts). */
  uriTooLong: (limit: number) => new ApiError(414, 'URI_TOO_LONG', `The URL is longer than ${limit} characters`, { limit }),
  /** "Invalid ID": a record key in a URL that no record can have (record-key.ts). */
  invalidId: () => new ApiError(400, 'INVALID_ID', 'Invalid ID', { field: 'params.key' }),
  resourceForbidden: () => new ApiError(403, 'RESOURCE_FORBIDDEN', 'Access denied'),
  /** An API token's scopes do not cover the area and method, or the route is not open to tokens (docs/api-guide.md). */
  tokenScope: () => new ApiError(403, 'TOKEN_SCOPE', 'The API token may not do this'),
  /** More requests of one API token in a minute than the limit lets through. */
  rateLimited: (retryAfterSeconds: number) => new ApiError(429, 'RATE_LIMITED', 'Too many requests. Please try again later.', { retryAfterSeconds }),
  unknownField: (fields: string[]) => new ApiError(400, 'UNKNOWN_FIELD', `Unknown field: ${fields.join(', ')}`, { fields }),
  /** `errors`: one entry per failing field, `messageKey` the locale key the client shows. */
  validation: (fieldErrors: { field: string; rule: string; messageKey: string; params?: Record<string, string | number> }[]) =>
    new ApiError(400, 'VALIDATION', 'Invalid data', { errors: fieldErrors }),
  duplicateKey: (key: unknown) => new ApiError(409, 'DUPLICATE_KEY', 'There is already a record with this number. Do you want to edit it?', { key }),
  staleVersion: (latestVersion: number) => new ApiError(409, 'STALE_VERSION', 'The record was changed in the meantime. Please reload it.', { latestVersion }),
  keyChangeUnconfirmed: () => new ApiError(409, 'KEY_CHANGE_UNCONFIRMED', 'Changing the number of a record must be confirmed (confirmKeyChange=true).'),
  /** A bulk action names more records, or its filter matches more, than one request acts on (shared/bulk.ts). */
  bulkTooLarge: (limit: number) =>
    new ApiError(400, 'BULK_TOO_LARGE', `A bulk action acts on at most ${limit} records: select fewer or narrow the filter`, { limit }),
  /** The record's x-lock holds (docs/domain-rules.md#locks). */
  recordLocked: () => new ApiError(409, 'RECORD_LOCKED', 'This record is locked and cannot be edited'),
  /** An x-fixed property is entered on create only. */
  fieldFixed: (field: string) => new ApiError(409, 'FIELD_FIXED', `${field} cannot be changed once the record is created`, { field }),
  /** `field` is a request path such as `body.login`, `query.name` or `params.key`. */
  invalidCharacter: (field: string) =>
    new ApiError(400, 'INVALID_CHARACTER', `${field} contains a NUL character or an incomplete Unicode character`, { field }),
  nonFiniteNumber: (field: string) => new ApiError(400, 'NON_FINITE_NUMBER', `${field} is not a finite number`, { field }),
  /** An integer beyond ±(2^53 − 1): JSON.parse has already changed it (9007199254740993 reads as …992). */
  inexactNumber: (field: string) =>
    new ApiError(400, 'INEXACT_NUMBER', `${field} is beyond ±9007199254740991 and cannot be kept exactly`, { field, limit: Number.MAX_SAFE_INTEGER }),
  nestingTooDeep: (field: string, maxDepth: number) =>
    new ApiError(400, 'NESTING_TOO_DEEP', `${field} is nested deeper than ${maxDepth} levels`, { field, maxDepth }),
  /** A parameter that takes an instant (e.g. a list's changedSince) got something else. */
  invalidInstant: (field: string) =>
    new ApiError(400, 'INVALID_INSTANT', `${field} must be an ISO 8601 instant with an offset or Z, e.g. 2026-05-01T08:00:00Z (a + is sent as %2B)`, {
      field,
    }),
  /** The database refused a value as out of range or malformed (a gap in validation; the field is not known here). */
  invalidInput: () => new ApiError(400, 'INVALID_INPUT', 'A value of the request is malformed or out of range'),
};
