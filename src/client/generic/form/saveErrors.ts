import { apiErrorInfo } from '../../api/apiError';

/** One entry of a 400 VALIDATION answer. */
export interface ServerFieldError {
  field: string;
  rule?: string;
  messageKey: string;
}

/** What the form does about a failed save. */
export type SaveFailure =
  { kind: 'fields'; errors: ServerFieldError[] } | { kind: 'duplicateKey'; key: string | undefined } | { kind: 'staleVersion' } | { kind: 'other' };

/** Classifies a failed create/update by the server's error code (contract of the generic resource API). */
export function saveFailure(error: unknown): SaveFailure {
  const info = apiErrorInfo(error);
  const body = info.body as { errors?: unknown; key?: unknown };
  if (info.code === 'VALIDATION' && Array.isArray(body.errors)) return { kind: 'fields', errors: body.errors as ServerFieldError[] };
  if (info.code === 'DUPLICATE_KEY') return { kind: 'duplicateKey', key: body.key === undefined ? undefined : String(body.key) };
  if (info.code === 'STALE_VERSION') return { kind: 'staleVersion' };
  return { kind: 'other' };
}
