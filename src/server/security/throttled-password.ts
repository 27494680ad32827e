import type { FastifyRequest } from 'fastify';
import { loginKey } from '../../shared/login';
import type { Queryable } from '../db/db';
import { errors, type ApiError } from '../errors';
import { findUserById, type UserRow } from '../users/user-repository';
import { clientAddressKey } from './client-address';
import { attemptSucceeded, claimAttempt, type AttemptKey } from './login-throttle';
import { verifyPassword } from './password-hash';

/**
 * Whose guess this request is: the login in any case (one count for all its spellings) and the client
 * address (request.ip honours TRUST_PROXY).
 */
export function attemptKey(request: FastifyRequest, login: string): AttemptKey {
  return { login: loginKey(login), client: clientAddressKey(request.ip) };
}

/** Counts the attempt; 429 TOO_MANY_ATTEMPTS (with Retry-After) when it may not be evaluated. */
export async function claimOrRefuse(db: Queryable, key: AttemptKey): Promise<void> {
  const wait = await claimAttempt(db, key);
  if (wait > 0) throw errors.tooManyAttempts(wait);
}

/**
 * The signed-in user re-enters their password (changing it, two-factor changes): counted like login,
 * so a session left open cannot be used to guess it. Answers the user's row; throws `wrong()` if wrong.
 */
export async function confirmOwnPassword(db: Queryable, request: FastifyRequest, password: string, wrong: () => ApiError): Promise<UserRow> {
  const user = await findUserById(db, request.user.id);
  if (!user) throw errors.unauthorized();
  const key = attemptKey(request, user.login);
  await claimOrRefuse(db, key);
  if (!(await verifyPassword(password, user.password_hash))) throw wrong();
  await attemptSucceeded(db, key);
  return user;
}
