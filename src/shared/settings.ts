export const DATE_FORMATS = ['dd.MM.yyyy', 'yyyy-MM-dd', 'dd-MM-yyyy', 'dd-MMM-yyyy', 'MM/dd/yyyy'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const FALLBACK_DATE_FORMAT: DateFormat = 'MM/dd/yyyy';

export const TIME_ZONES = ['Europe/Berlin', 'Europe/London', 'America/New_York', 'Canada/Mountain'] as const;
export const ITEMS_PER_PAGE_OPTIONS = [10, 20, 50, 100] as const;

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export interface UserSettings {
  language: Language;
  timezone: string;
  dateFormat: DateFormat;
  itemsPerPage: number;
  emailNotifications: boolean;
  browserNotifications: boolean;
  compactMode: boolean;
}

/** Spec §3 defaults. */
export const DEFAULT_SETTINGS: UserSettings = Object.freeze({
  language: 'en',
  timezone: 'Canada/Mountain',
  dateFormat: 'MM/dd/yyyy',
  itemsPerPage: 10,
  emailNotifications: true,
  browserNotifications: true,
  compactMode: false,
}) as UserSettings;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Spec §5: a date format outside the five known ones is reset to MM/dd/yyyy. */
export function normalizeDateFormat(value: unknown): DateFormat {
  return typeof value === 'string' && (DATE_FORMATS as readonly string[]).includes(value)
    ? (value as DateFormat)
    : FALLBACK_DATE_FORMAT;
}

/** Fills missing settings with the defaults and repairs the date format; other invalid values fall back to defaults. */
export function normalizeSettings(value: Partial<Record<keyof UserSettings, unknown>> | null | undefined): UserSettings {
  const source = value ?? {};
  const pick = <K extends keyof UserSettings>(key: K, ok: (v: unknown) => boolean): UserSettings[K] =>
    (ok(source[key]) ? source[key] : DEFAULT_SETTINGS[key]) as UserSettings[K];
  return {
    language: pick('language', isLanguage),
    timezone: pick('timezone', (v) => typeof v === 'string' && (TIME_ZONES as readonly string[]).includes(v)),
    dateFormat: normalizeDateFormat(source.dateFormat),
    itemsPerPage: pick('itemsPerPage', (v) => (ITEMS_PER_PAGE_OPTIONS as readonly unknown[]).includes(v)),
    emailNotifications: pick('emailNotifications', (v) => typeof v === 'boolean'),
    browserNotifications: pick('browserNotifications', (v) => typeof v === 'boolean'),
    compactMode: pick('compactMode', (v) => typeof v === 'boolean'),
  };
}

/** Converts the spec's date-format tokens (date-fns style) to dayjs tokens. */
export function toDayjsFormat(format: DateFormat): string {
  return format.replace(/yyyy/g, 'YYYY').replace(/dd/g, 'DD');
}
