import type { ErrorObject } from 'ajv';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { inputSchema } from '../../shared/column-values';
import { compiledOnce } from '../../shared/compiled-once';
import { DATE_RANGE_MESSAGE_KEY, DATE_RANGE_RULE, dateRangeErrors } from '../../shared/date-ranges';
import { errorField, schemaAt } from '../../shared/field-messages';
import { formats } from '../../shared/json-formats';
import { KEY_PATTERN } from '../../shared/record-key';
import type { EntitySchema, PropertySchema } from '../../shared/registry';
import type { EntityRecord } from './records';

/**
 * One failing field of a 400 VALIDATION answer; `messageKey` is the locale key the client shows. A
 * list entry's property is named by its path (`certificates.0.certificateNumber`).
 */
export interface FieldError {
  field: string;
  rule: string;
  messageKey: string;
  /** x-date-ranges: the field this one must not lie before (`{ after: "validFrom" }`). */
  params?: { after: string };
}

export type RecordValidator = (record: EntityRecord) => FieldError[];

/** The locale key for a type or format problem of a property. */
export function typeMessageKey(property: PropertySchema | undefined): string {
  if (property?.type === 'number' || property?.type === 'integer') return 'validation.number';
  if (property?.format === 'date' || property?.format === 'date-time') return 'validation.date';
  return 'validation.format';
}

function messageKey(error: ErrorObject, property: PropertySchema | undefined): string {
  switch (error.keyword) {
    case 'required':
    case 'minLength':
    case 'minItems':
      return 'validation.required';
    case 'maxItems':
      return 'validation.maxItems';
    case 'minimum':
    case 'exclusiveMinimum':
      return 'validation.amount';
    case 'maximum':
    case 'exclusiveMaximum':
    case 'multipleOf':
      return 'validation.number';
    case 'enum':
    case 'const':
      return 'validation.enum';
    case 'maxLength':
      return 'validation.maxLength';
    case 'not':
      // Only a key carries `not` (no dot segment, column-values.ts): a key no record can have is "Invalid ID".
      return 'validation.invalidId';
    case 'pattern':
      return (error.params as { pattern?: string }).pattern === KEY_PATTERN ? 'validation.keyCharacters' : 'validation.format';
    default:
      return typeMessageKey(property);
  }
}

/** The input schemas' compiled checks, by the schemas' text (compiled-once.ts). */
const compiledChecks = new Map<string, ValidateFunction[]>();

/** The compiled checks of `schemas`, in their order. */
function checksOf(schemas: object[]): ValidateFunction[] {
  return compiledOnce(compiledChecks, schemas, () => {
    // useDefaults: a property the body leaves out takes its schema `default` (e.g. eligible: true).
    const ajv = new Ajv2020({ allErrors: true, strict: false, useDefaults: true, formats });
    return schemas.map((schema) => ajv.compile(schema));
  });
}

/** One validator per entity, compiled once from its input schema (the browser compiles the same one). */
export function createValidators(entities: Iterable<EntitySchema>): Map<string, RecordValidator> {
  const list = [...entities];
  const checks = checksOf(list.map(inputSchema));
  const validators = new Map<string, RecordValidator>();
  for (const [index, entity] of list.entries()) {
    const check = checks[index];
    validators.set(entity['x-resource'], (record) => {
      const byField = new Map<string, FieldError>();
      for (const error of check(record) ? [] : (check.errors ?? [])) {
        const field = errorField(error);
        // One entry per field: the first problem is the one worth showing.
        if (!byField.has(field)) byField.set(field, { field, rule: error.keyword, messageKey: messageKey(error, schemaAt(entity, field)) });
      }
      for (const { field, after } of dateRangeErrors(entity, record)) {
        if (!byField.has(field)) byField.set(field, { field, rule: DATE_RANGE_RULE, messageKey: DATE_RANGE_MESSAGE_KEY, params: { after } });
      }
      // A list that is wrong as a whole (too many entries, not a list) is named once, not with each of its entries.
      return [...byField.values()].filter(({ field }) => !field.includes('.') || !byField.has(field.split('.')[0]));
    });
  }
  return validators;
}
