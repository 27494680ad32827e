import { CSV_FORMAT_CHOICES, DEFAULT_CSV_FORMAT_CHOICE, type CsvFormatChoice } from './csv-format';
import { canonicalTimeZone } from './time-zone';

export const DATE_FORMATS = ['dd.MM.yyyy', 'yyyy-MM-dd', 'dd-MM-yyyy', 'dd-MMM-yyyy', 'MM/dd/yyyy'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const FALLBACK_DATE_FORMAT: DateFormat = 'MM/dd/yyyy';

/** The zones a user can read instants in, as canonical IANA ids (Canada/Mountain is America/Edmonton). */
export const TIME_ZONES = ['Europe/Berlin', 'Europe/London', 'America/New_York', 'America/Edmonton'] as const;
export const ITEMS_PER_PAGE_OPTIONS = [10, 20, 50, 100] as const;

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export interface UserSettings {
  language: Language;
  timezone: string;
  /** The user's choice; null until they choose one: dates then follow the UI language (languageDateFormat). */
  dateFormat: DateFormat | null;
  itemsPerPage: number;
  /** CSV files in the regional format of the export's language, or the international one (csv-format.ts). */
  csvFormat: CsvFormatChoice;
  emailNotifications: boolean;
  browserNotifications: boolean;
  compactMode: boolean;
}

/** A new user's settings; the date format is the UI language's until the user chooses one (MM/dd/yyyy for en). */
export const DEFAULT_SETTINGS: UserSettings = Object.freeze({
  language: 'en',
  timezone: 'America/Edmonton',
  dateFormat: null,
  itemsPerPage: 20,
  csvFormat: DEFAULT_CSV_FORMAT_CHOICE,
  emailNotifications: true,
  browserNotifications: true,
  compactMode: false,
}) as UserSettings;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A date format outside the five known ones is reset to MM/dd/yyyy; none chosen stays null. */
export function normalizeDateFormat(value: unknown): DateFormat | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' && (DATE_FORMATS as readonly string[]).includes(value) ? (value as DateFormat) : FALLBACK_DATE_FORMAT;
}

/** The date format of a UI language, for users who have not chosen one: MM/dd/yyyy in English, 31.12.2023 in German. */
export function languageDateFormat(language: Language): DateFormat {
  return language === 'de' ? 'dd.MM.yyyy' : FALLBACK_DATE_FORMAT;
}

/** The date format a user reads: their choice, else the one of the UI language. */
export function effectiveDateFormat(chosen: DateFormat | null, language: Language): DateFormat {
  return chosen ?? languageDateFormat(language);
}

/** The locale times of day are written in: 24-hour in German, "11:47 AM" in English. */
export function timeLocale(language: Language): string {
  return language === 'de' ? 'de-DE' : 'en-US';
}

/** One of the offered zones by its canonical id (a link name such as Canada/Mountain gives its target), else undefined. */
export function offeredTimeZone(value: unknown): string | undefined {
  const zone = typeof value === 'string' ? canonicalTimeZone(value) : undefined;
  return (TIME_ZONES as readonly (string | undefined)[]).includes(zone) ? zone : undefined;
}

/** Fills missing settings with the defaults, repairs the date format and names the zone by its canonical id; other invalid values fall back to defaults. */
export function normalizeSettings(value: Partial<Record<keyof UserSettings, unknown>> | null | undefined): UserSettings {
  const source = value ?? {};
  const pick = <K extends keyof UserSettings>(key: K, ok: (v: unknown) => boolean): UserSettings[K] =>
    (ok(source[key]) ? source[key] : DEFAULT_SETTINGS[key]) as UserSettings[K];
  return {
    language: pick('language', isLanguage),
    timezone: offeredTimeZone(source.timezone) ?? DEFAULT_SETTINGS.timezone,
    dateFormat: normalizeDateFormat(source.dateFormat),
    itemsPerPage: pick('itemsPerPage', (v) => (ITEMS_PER_PAGE_OPTIONS as readonly unknown[]).includes(v)),
    csvFormat: pick('csvFormat', (v) => (CSV_FORMAT_CHOICES as readonly unknown[]).includes(v)),
    emailNotifications: pick('emailNotifications', (v) => typeof v === 'boolean'),
    browserNotifications: pick('browserNotifications', (v) => typeof v === 'boolean'),
    compactMode: pick('compactMode', (v) => typeof v === 'boolean'),
  };
}

/** Converts the settings' date-format tokens (date-fns style) to dayjs tokens. */
export function toDayjsFormat(format: DateFormat): string {
  return format.replace(/yyyy/g, 'YYYY').replace(/dd/g, 'DD');
}

/** The dayjs format of a month in the user's date format: the day and its separator left out (`MM/DD/YYYY` → `MM/YYYY`). */
export function toDayjsMonthFormat(format: DateFormat): string {
  return toDayjsFormat(format).replace(/^DD[^A-Z]|[^A-Z]DD/, '');
}
