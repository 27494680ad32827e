import { isDateTime } from '../../shared/calendar';
import { errors } from '../errors';
import type { QueryInput } from './page-params';

/**
 * The list parameter that keeps the records saved at or after an instant (the server column `updated_at`,
 * resources/columns.ts): a machine client fetches what changed since its last run instead of the whole list.
 */
export const CHANGED_SINCE = 'changedSince';

/** OpenAPI description of the parameter (readChangedSince checks it). */
export const CHANGED_SINCE_QUERYSTRING = {
  [CHANGED_SINCE]: {
    type: 'string',
    format: 'date-time',
    description:
      'only records saved (created or changed) at or after this instant: ISO 8601 with an offset or Z, e.g. 2026-05-01T08:00:00Z ' +
      '(send a + of the offset as %2B); for a versioned entity the version in effect today counts',
  },
} as const;

/**
 * The instant of `changedSince`, or undefined when the request has none. Anything but one instant with its
 * offset is refused (400 INVALID_INSTANT naming the parameter): a local time would mean a different instant
 * on every server, and a `+` sent unencoded arrives as a space.
 */
export function readChangedSince(query: QueryInput): string | undefined {
  const value = query[CHANGED_SINCE];
  if (value === undefined) return undefined;
  if (typeof value === 'string' && isDateTime(value)) return value;
  throw errors.invalidInstant(CHANGED_SINCE);
}
