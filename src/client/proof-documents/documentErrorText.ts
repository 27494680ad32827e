import type { TFunction } from 'i18next';
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from '../../shared/proof-documents/api';
import { apiErrorInfo, translateApiError } from '../api/apiError';
import { formatFileSize } from '../format/fileSize';

const DOCUMENT_CODES = new Set(['DOCUMENT_EMPTY', 'DOCUMENT_INVALID', 'DOCUMENT_TOO_LARGE', 'DOCUMENT_TYPE']);

/** The limit and the allowed types as the texts name them ("10 MB", "PDF, PNG, …"). */
export function documentRules() {
  return { limit: formatFileSize(MAX_DOCUMENT_BYTES), allowed: Object.values(DOCUMENT_TYPES).join(', ') };
}

/** The text of a document refusal, from the browser's check or the server's answer alike. */
export function documentProblemText(t: TFunction, code: string, detected = ''): string {
  return t(`errors.${code}`, { ...documentRules(), detected });
}

/** The text of a failed upload or download: document refusals with the limit and types, anything else as usual. */
export function documentErrorText(t: TFunction, error: unknown): string {
  const info = apiErrorInfo(error);
  if (!DOCUMENT_CODES.has(info.code)) return translateApiError(t, error);
  const { detected } = info.body as { detected?: unknown };
  return documentProblemText(t, info.code, typeof detected === 'string' ? detected : '');
}
