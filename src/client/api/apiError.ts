import axios from 'axios';
import type { TFunction } from 'i18next';
import { formatNumber } from '../format/number';
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

/**
 * The details of an error body as interpolation values of its text: every text or number the server
 * sent next to the code (`{ code, available: 1500 }` → `{{available}}`), numbers in the user's locale.
 * Detail names the body does not carry read as empty, not as "{{name}}".
 */
export function errorDetails(body: ApiErrorBody, names: readonly string[] = []): Record<string, string> {
  const values: Record<string, string> = Object.fromEntries(names.map((name) => [name, '']));
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'number') values[name] = formatNumber(value);
    else if (typeof value === 'string') values[name] = value;
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
