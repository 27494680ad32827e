import type { TFunction } from 'i18next';
import { RESOURCE_IMPORT_PREFIX } from '../../shared/imports/declaration';
import { importTypeLabel } from '../../shared/imports/type-label';
import type { ImportError } from '../../shared/imports/api';
import type { Registry } from '../../shared/registry';
import { apiErrorInfo, translateApiError } from '../api/apiError';
import { formatFileSize } from '../format/fileSize';

export interface ImportTypeOptionGroup {
  label: string;
  options: { value: string; label: string }[];
}

/**
 * The choice of import types: the company's own files (types of schemas/imports, in the server's order) apart from the
 * round trip of the lists' CSV exports (sorted by name); an empty group is left out.
 */
export function importTypeOptions(t: TFunction, registry: Registry, types: readonly { type: string }[], company: string): ImportTypeOptionGroup[] {
  const option = ({ type }: { type: string }) => ({ value: type, label: importTypeLabel(t, registry, type) });
  const roundTrip = types.filter(({ type }) => type.startsWith(RESOURCE_IMPORT_PREFIX));
  const groups = [
    { label: t('imports:view.groupSpec', { company }), options: types.filter((info) => !roundTrip.includes(info)).map(option) },
    { label: t('imports:view.groupRoundTrip'), options: roundTrip.map(option).sort((a, b) => a.label.localeCompare(b.label)) },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/** Refusals of POST /imports whose texts are in errors.json (`errors.{code}`), with their parameters. */
const REFUSALS = new Set(['IMPORT_TYPE_FORBIDDEN', 'IMPORT_ORDER', 'IMPORT_RUNNING', 'IMPORT_TOO_LARGE', 'IMPORT_ID_TAKEN']);

/** "Please select a {company} CSV file." when no CSV file is chosen, in the browser's check and the server's refusal alike. */
export function fileRequiredText(t: TFunction, company: string): string {
  return t('imports:errors.fileRequired', { company });
}

/**
 * The text of a failed start or download: the import refusals in the user's language with the import
 * types named as the view names them and the size limit readable; anything else as every API error.
 */
export function importErrorText(t: TFunction, registry: Registry, error: unknown, company: string): string {
  const info = apiErrorInfo(error);
  const { params = {}, limit } = info.body as { params?: Record<string, unknown>; limit?: unknown };
  if (info.code === 'IMPORT_FILE_REQUIRED') return fileRequiredText(t, typeof params.company === 'string' ? params.company : company);
  if (!REFUSALS.has(info.code)) return translateApiError(t, error);
  const label = (type: unknown) => importTypeLabel(t, registry, String(type).trim());
  const requires = Array.isArray(params.requires)
    ? params.requires
    : String(params.requires ?? '')
        .split(',')
        .filter(Boolean);
  return t(`errors.${info.code}`, {
    type: params.type === undefined ? '' : label(params.type),
    requires: requires.map(label).join(', '),
    limit: typeof limit === 'number' ? formatFileSize(limit) : typeof params.limit === 'number' ? formatFileSize(params.limit) : '',
  });
}

/** Why a type cannot be started yet: "Import the CATS credit history first." */
export function notReadyText(t: TFunction, registry: Registry, requires: readonly string[]): string {
  return t('imports:view.notReady', { types: requires.map((type) => importTypeLabel(t, registry, type)).join(', ') });
}

/**
 * An import problem in words: the server's text in the request's language, or, where the server had no
 * text for its key (it sends the key back), the view's own translation of the key.
 */
export function importProblemText(t: TFunction, problem: Pick<ImportError, 'message' | 'messageKey' | 'params'>): string {
  if (problem.message && problem.message !== problem.messageKey) return problem.message;
  return t(`imports:${problem.messageKey}`, { ...problem.params, defaultValue: problem.message || problem.messageKey });
}
