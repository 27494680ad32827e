import { csvFormat } from '../../shared/csv-format';
import type { Language } from '../../shared/settings';
import type { Queryable } from '../db/db';
import { storedSettings } from '../users/user-settings';
import type { CsvWriting } from './files';

/** How a CSV file in `language` is written for the user: their CSV format setting, instants in `timeZone` (default: theirs). */
export async function userCsvWriting(db: Queryable, userId: string, language: Language, timeZone?: string): Promise<CsvWriting> {
  const settings = await storedSettings(db, userId);
  return { format: csvFormat(language, settings.csvFormat), timeZone: timeZone ?? settings.timezone };
}
