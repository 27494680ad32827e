import axios from 'axios';
import type { TFunction } from 'i18next';
import i18n from 'i18next';
import dayjs from 'dayjs';
import { effectiveDateFormat, isLanguage, DEFAULT_LANGUAGE, toDayjsMonthFormat } from '../../shared/settings';
import { formatDate } from '../format/date';
import { formatNumber } from '../format/number';
import { settingsStore } from '../settings/settingsStore';
import { formatWait } from '../format/wait';

/** The server's error body: `{ statusCode, error, code, message }` and the refusal's details. */
export interface ApiErrorBody {
  statusCode?: number;
  error?: string;
  code?: string;
  message?: string;
  retryAfterSeconds?: number;
  /** The request part a 400 names, e.g. `body.login`. */
  field?: string;
  [detail: string]: unknown;
}

export interface ApiErrorInfo {
  code: string;
  message?: string;
  status?: number;
  body: ApiErrorBody;
}

/** Classifies any thrown value: server code, NETWORK when no answer came, UNKNOWN otherwise. */
export function apiErrorInfo(error: unknown): ApiErrorInfo {
  if (axios.isAxiosError(error)) {
    if (!error.response) return { code: 'NETWORK', body: {} };
    const body = (typeof error.response.data === 'object' && error.response.data) || {};
    const typed = body as ApiErrorBody;
    return { code: typed.code ?? 'UNKNOWN', message: typed.message, status: error.response.status, body: typed };
  }
  return { code: 'UNKNOWN', body: {} };
}

/** Text for an error: the translation of errors.<CODE>, else the server's message, else errors.UNKNOWN. */
export function translateApiError(t: TFunction, error: unknown): string {
  return translateErrorInfo(t, apiErrorInfo(error));
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-\d{2}$/;

/** A detail as the user reads it: a day (`YYYY-MM-DD`) in their date format, a list of months (`YYYY-MM`) in its month form. */
function detailText(value: unknown): string | undefined {
  if (typeof value === 'number') return formatNumber(value);
  const dateFormat = () => effectiveDateFormat(settingsStore.get().dateFormat, isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  if (typeof value === 'string') return ISO_DAY.test(value) ? formatDate(value, dateFormat()) : value;
  if (Array.isArray(value) && value.length && value.every((item) => typeof item === 'string' && ISO_MONTH.test(item))) {
    return value.map((month: string) => dayjs(`${month}-01`).format(toDayjsMonthFormat(dateFormat()))).join(', ');
  }
  return undefined;
}

/**
 * The details of an error body as interpolation values of its text: every text or number the server
 * sent next to the code (`{ code, available: 1500 }` → `{{available}}`), numbers in the user's locale,
 * days and months in the user's date format. Detail names the body does not carry read as empty, not as "{{name}}".
 */
export function errorDetails(body: ApiErrorBody, names: readonly string[] = []): Record<string, string> {
  const values: Record<string, string> = Object.fromEntries(names.map((name) => [name, '']));
  for (const [name, value] of Object.entries(body)) {
    const text = detailText(value);
    if (text !== undefined) values[name] = text;
  }
  return values;
}

export function translateErrorInfo(t: TFunction, info: ApiErrorInfo): string {
  const key = `errors.${info.code}`;
  const values = errorDetails(info.body, interpolationNames(t(key, { defaultValue: '', skipInterpolation: true })));
  // A throttle's wait reads in minutes, not as "897 seconds".
  if (typeof info.body.retryAfterSeconds === 'number') values.retryAfter = formatWait(t, info.body.retryAfterSeconds);
  return t(key, { defaultValue: '', ...values }) || info.message || t('errors.UNKNOWN');
}

/** The {{names}} a text interpolates. */
function interpolationNames(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((match) => match[1]);
}
