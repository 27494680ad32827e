import type { ErrorObject } from 'ajv';
import type { TFunction } from 'i18next';
import { errorField, messageOverrideKey, schemaAt } from '../../../shared/field-messages';
import type { EntitySchema } from '../../../shared/registry';

/** The server's messageKeys (400 VALIDATION errors[].messageKey); texts under generic.validation.* */
export type MessageKey =
  | 'validation.required'
  | 'validation.number'
  | 'validation.date'
  | 'validation.amount'
  | 'validation.enum'
  | 'validation.maxLength'
  | 'validation.minLength'
  | 'validation.maxItems'
  | 'validation.format'
  | 'validation.reference'
  | 'validation.invalid'
  | 'validation.invalidId';

const RANGE_KEYWORDS = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']);

function messageKeyOf(entity: EntitySchema, field: string, error: ErrorObject): MessageKey {
  const schema = schemaAt(entity, field);
  const date = schema?.format === 'date' || schema?.format === 'date-time';
  switch (error.keyword) {
    case 'required':
    case 'minItems':
      return 'validation.required';
    case 'maxItems':
      return 'validation.maxItems';
    case 'type':
      if (schema?.type === 'number' || schema?.type === 'integer') return 'validation.number';
      return date ? 'validation.date' : 'validation.invalid';
    case 'format':
      return date ? 'validation.date' : 'validation.format';
    case 'pattern':
      return 'validation.format';
    case 'enum':
      return 'validation.enum';
    case 'not':
      // Only a key carries `not` (no dot segment): spec §8 "Invalid ID".
      return 'validation.invalidId';
    case 'maxLength':
      return 'validation.maxLength';
    case 'minLength':
      // An empty text against minLength 1 is a missing value for the user.
      return (error.params as { limit?: number }).limit === 1 ? 'validation.required' : 'validation.minLength';
    default:
      return RANGE_KEYWORDS.has(error.keyword) ? 'validation.amount' : 'validation.invalid';
  }
}

/**
 * ajv errors per field (first one wins), as the server's messageKeys and by the server's field paths
 * (`certificates.0.certificateNumber`). Errors of readOnly properties are dropped: the form never sends
 * them, the server fills them.
 */
export function fieldMessages(entity: EntitySchema, errors: ErrorObject[] | null | undefined): Record<string, MessageKey> {
  const messages: Record<string, MessageKey> = {};
  for (const error of errors ?? []) {
    const field = errorField(error);
    if (!field || messages[field] || entity.properties[field.split('.')[0]]?.readOnly) continue;
    messages[field] = messageKeyOf(entity, field, error);
  }
  return messages;
}

/** Translation key of a server or client messageKey. */
export function messageTextKey(messageKey: string): string {
  return `generic.${messageKey}`;
}

/**
 * The text of a field's error, from the server (400 VALIDATION) or the client's validator alike: the
 * field's own text where the locale has one (`entities.{resource}.messages.{field}.{rule}`, e.g.
 * "Certificate No is required"), else the generic one of the messageKey, else "Please check your input".
 */
export function fieldMessageText(t: TFunction, entity: EntitySchema, field: string, messageKey: string): string {
  return t([messageOverrideKey(entity['x-resource'], field, messageKey), messageTextKey(messageKey), 'generic.validation.invalid']);
}

/** A field path as antd names a form field: `certificates.0.certificateNumber` → ['certificates', 0, 'certificateNumber']. */
export function formFieldName(field: string): (string | number)[] {
  return field.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}
