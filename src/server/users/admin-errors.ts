import { ApiError } from '../errors';

/** Errors of user and tenant administration; `code` is the key the client translates. */
export const adminErrors = {
  loginExists: () => new ApiError(409, 'LOGIN_EXISTS', 'A user with this login already exists'),
  loginImmutable: () => new ApiError(400, 'LOGIN_IMMUTABLE', 'The login of an existing user cannot be changed'),
  cannotLockSelf: () => new ApiError(400, 'CANNOT_LOCK_SELF', 'You cannot lock yourself'),
  tenantExists: () => new ApiError(409, 'TENANT_EXISTS', 'A tenant with this name already exists'),
  unknownKeys: (keys: string[]) => new ApiError(400, 'UNKNOWN_KEYS', `Unknown keys: ${keys.join(', ')}`, { keys }),
};
