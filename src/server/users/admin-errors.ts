import { ApiError } from '../errors';

/** Errors of user and tenant administration; `code` is the key the client translates. */
export const adminErrors = {
  loginExists: () => new ApiError(409, 'LOGIN_EXISTS', 'A user with this login already exists'),
  loginImmutable: () => new ApiError(400, 'LOGIN_IMMUTABLE', 'The login of an existing user cannot be changed'),
  /** canManageAccount said no: the user also belongs to tenants the caller does not administer. */
  onlySystemAdminEdits: () =>
    new ApiError(
      403,
      'ONLY_SYSTEM_ADMIN_EDITS',
      'Only a system administrator can change the name or password of a user who also belongs to tenants you do not administer',
    ),
  onlySystemAdminLocks: () =>
    new ApiError(403, 'ONLY_SYSTEM_ADMIN_LOCKS', 'Only a system administrator can lock or unlock a user who also belongs to tenants you do not administer'),
  cannotLockSelf: () => new ApiError(400, 'CANNOT_LOCK_SELF', 'You cannot lock yourself'),
  tenantExists: () => new ApiError(409, 'TENANT_EXISTS', 'A tenant with this name already exists'),
  unknownKeys: (keys: string[]) => new ApiError(400, 'UNKNOWN_KEYS', `Unknown keys: ${keys.join(', ')}`, { keys }),
  unknownTimeZone: (timeZone: string) =>
    new ApiError(400, 'UNKNOWN_TIME_ZONE', `timeZone: ${timeZone} is no time zone (an IANA name such as America/Edmonton)`, {
      field: 'timeZone',
      timeZone,
    }),
};
