import axios from 'axios';
import type { TFunction } from 'i18next';

/** The server's error body: `{ statusCode, error, code, message }`. */
export interface ApiErrorBody {
  statusCode?: number;
  error?: string;
  code?: string;
  message?: string;
  retryAfterSeconds?: number;
  /** The request part a 400 names, e.g. `body.login`. */
  field?: string;
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

export function translateErrorInfo(t: TFunction, info: ApiErrorInfo): string {
  const values = { retryAfterSeconds: info.body.retryAfterSeconds ?? '', field: info.body.field ?? '' };
  const key = `errors.${info.code}`;
  return t(key, { defaultValue: '', ...values }) || info.message || t('errors.UNKNOWN');
}
