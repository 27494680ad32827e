import { normalizeSettings, type UserSettings } from '../../shared/settings';
import type { Queryable } from '../db/db';

/** A user's settings as kept in user_settings, normalised (the defaults where none are kept). */
export async function storedSettings(db: Queryable, userId: string, forUpdate = false): Promise<UserSettings> {
  const { rows } = await db.query<{ settings: Partial<UserSettings> }>(
    `SELECT settings FROM user_settings WHERE user_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return normalizeSettings(rows[0]?.settings);
}
