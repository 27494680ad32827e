import type { BulkRefusal } from '../../shared/bulk';
import { fieldLabel } from '../../shared/labels';
import type { EntitySchema } from '../../shared/registry';
import { ApiError, errors } from '../errors';
import { listTextsOf, textsOf, type Language } from '../i18n/translate';
import { isDataException } from '../plugins/error-handler';
import type { FieldError } from '../resources/validation';

/** A refusal's text as the browser words it (`errors.{code}` with the refusal's details), the server's own text where none exists. */
function wording(entity: EntitySchema, error: ApiError, language: Language): string {
  // A list of keys or months (LATER_PERIODS_EXIST's `later`) reads as the list, not as nothing.
  const details: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(error.details)) {
    if (typeof value === 'string' || typeof value === 'number') details[name] = value;
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) details[name] = value.join(', ');
  }
  const text = textsOf(language, 'errors')(`errors.${error.code}`, { ...details, defaultValue: error.message });
  const fields = error.details.errors as FieldError[] | undefined;
  if (error.code !== 'VALIDATION' || !Array.isArray(fields)) return text;
  const t = listTextsOf(language);
  return `${text}: ${fields.map((field) => `${fieldLabel(t, entity, field.field)}: ${t(`generic.${field.messageKey}`, { ...field.params, defaultValue: field.rule })}`).join('; ')}`;
}

/**
 * The refusal of one record of a bulk action: the ApiError its single-record route answers (a value the
 * database refused as malformed: INVALID_INPUT, as the error handler answers it), worded in `language`.
 * Undefined for any other error, which is the server's fault and stops the request.
 */
export function bulkRefusal(entity: EntitySchema, key: string, error: unknown, language: Language): BulkRefusal | undefined {
  const refusal = error instanceof ApiError ? error : isDataException(error) ? errors.invalidInput() : undefined;
  if (!refusal) return undefined;
  return { ...refusal.details, key, code: refusal.code, message: wording(entity, refusal, language) };
}
