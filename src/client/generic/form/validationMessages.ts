import type { ErrorObject } from 'ajv';
import type { TFunction } from 'i18next';
import { errorField, messageOverrideKey, schemaAt } from '../../../shared/field-messages';
import { DATE_RANGE_MESSAGE_KEY } from '../../../shared/date-ranges';
import { KEY_PATTERN } from '../../../shared/record-key';
import type { EntitySchema } from '../../../shared/registry';
import { formatNumber } from '../../format/number';
import { fieldLabel } from '../../../shared/labels';

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
  | 'validation.invalidId'
  | 'validation.keyCharacters'
  | 'validation.versionDate'
  | 'validation.readOnly'
  | typeof DATE_RANGE_MESSAGE_KEY;

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
      return (error.params as { pattern?: string }).pattern === KEY_PATTERN ? 'validation.keyCharacters' : 'validation.format';
    case 'enum':
      return 'validation.enum';
    case 'not':
      // Only a key carries `not` (no dot segment): "Invalid ID".
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

/** Which bound a range error broke, by the keyword ajv names (the server's `rule`) or the client's messageKey. */
const isRangeError = (messageKey: string, rule?: string) => (rule ? RANGE_KEYWORDS.has(rule) && rule !== 'multipleOf' : messageKey === 'validation.amount');

/**
 * The rule a number broke, worded with the schema's bounds: "Please enter a value from 1 to 12", "… of at
 * least 0", "… greater than 0". Undefined when the schema states no bound.
 */
function rangeText(t: TFunction, entity: EntitySchema, field: string): string | undefined {
  const schema = schemaAt(entity, field);
  const show = (value: number) => formatNumber(value, { grouping: !schema?.['x-identifier'], maximumFractionDigits: 20 });
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema ?? {};
  if (minimum !== undefined && maximum !== undefined) return t('generic.validation.between', { min: show(minimum), max: show(maximum) });
  if (exclusiveMinimum !== undefined) return t('generic.validation.greaterThan', { min: show(exclusiveMinimum) });
  if (minimum !== undefined) return t('generic.validation.atLeast', { min: show(minimum) });
  if (exclusiveMaximum !== undefined) return t('generic.validation.lessThan', { max: show(exclusiveMaximum) });
  if (maximum !== undefined) return t('generic.validation.atMost', { max: show(maximum) });
  return undefined;
}

/** A text's length rule with the schema's limit: "At most 20 characters". */
function lengthText(t: TFunction, entity: EntitySchema, field: string, messageKey: string): string | undefined {
  const schema = schemaAt(entity, field);
  if (messageKey === 'validation.maxLength' && schema?.maxLength !== undefined) return t('generic.validation.maxLengthOf', { count: schema.maxLength });
  if (messageKey === 'validation.minLength' && schema?.minLength !== undefined) return t('generic.validation.minLengthOf', { count: schema.minLength });
  return undefined;
}

/** "Valid to must not be before Valid from": the x-date-ranges pair whose end `field` is. */
function dateRangeText(t: TFunction, entity: EntitySchema, field: string): string | undefined {
  const range = entity['x-date-ranges']?.find(({ to }) => to === field);
  return range && t('generic.validation.dateRange', { field: fieldLabel(t, entity, field), after: fieldLabel(t, entity, range.from) });
}

/**
 * The text of a field's error, from the server (400 VALIDATION, with its `rule`) or the client's validator
 * alike: the field's own text where the locale has one (`entities.{resource}.messages.{field}.{rule}`, e.g.
 * "Certificate No is required"), else the rule worded with the schema's bounds (a range, a length, a date range),
 * else the generic one of the messageKey, else "Please check your input".
 */
export function fieldMessageText(t: TFunction, entity: EntitySchema, field: string, messageKey: string, rule?: string): string {
  const own = messageOverrideKey(entity['x-resource'], field, messageKey);
  if (i18nHas(t, own)) return t(own);
  const specific =
    messageKey === DATE_RANGE_MESSAGE_KEY
      ? dateRangeText(t, entity, field)
      : isRangeError(messageKey, rule)
        ? rangeText(t, entity, field)
        : lengthText(t, entity, field, messageKey);
  return specific ?? t([messageTextKey(messageKey), 'generic.validation.invalid'], { field: fieldLabel(t, entity, field) });
}

function i18nHas(t: TFunction, key: string): boolean {
  return t(key, { defaultValue: '' }) !== '';
}

/** A field path as antd names a form field: `certificates.0.certificateNumber` → ['certificates', 0, 'certificateNumber']. */
export function formFieldName(field: string): (string | number)[] {
  return field.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}
