import type { ErrorObject } from 'ajv';
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
  | 'validation.format'
  | 'validation.reference'
  | 'validation.invalid'
  | 'validation.invalidId';

const RANGE_KEYWORDS = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']);

function messageKeyOf(entity: EntitySchema, field: string, error: ErrorObject): MessageKey {
  const schema = entity.properties[field];
  const date = schema?.format === 'date' || schema?.format === 'date-time';
  switch (error.keyword) {
    case 'required':
      return 'validation.required';
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

function fieldOf(error: ErrorObject): string | undefined {
  if (error.keyword === 'required') return (error.params as { missingProperty: string }).missingProperty;
  return error.instancePath.split('/')[1];
}

/**
 * ajv errors per field (first one wins), as the server's messageKeys. Errors of readOnly properties are
 * dropped: the form never sends them, the server fills them.
 */
export function fieldMessages(entity: EntitySchema, errors: ErrorObject[] | null | undefined): Record<string, MessageKey> {
  const messages: Record<string, MessageKey> = {};
  for (const error of errors ?? []) {
    const field = fieldOf(error);
    if (!field || messages[field] || entity.properties[field]?.readOnly) continue;
    messages[field] = messageKeyOf(entity, field, error);
  }
  return messages;
}

/** Translation key of a server or client messageKey. */
export function messageTextKey(messageKey: string): string {
  return `generic.${messageKey}`;
}
