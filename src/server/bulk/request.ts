import { BULK_ACTIONS, BULK_MAX, bulkSettable, type BulkAction } from '../../shared/bulk';
import type { EntitySchema } from '../../shared/registry';
import { errors } from '../errors';
import type { QueryInput } from '../lists/page-params';
import type { FieldError } from '../resources/validation';

/** A bulk request as read from its body: the action, the records by key or by the list's filter, and the values a `set` gives. */
export interface BulkPlan {
  action: BulkAction;
  keys?: string[];
  filter?: QueryInput;
  values: Record<string, unknown>;
}

const BODY_FIELDS = new Set(['action', 'keys', 'filter', 'values']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const invalid = (field: string, rule: string, messageKey = 'validation.invalid'): FieldError => ({ field, rule, messageKey });

function readKeys(keys: unknown, problems: FieldError[]): string[] | undefined {
  if (!Array.isArray(keys) || keys.some((key) => typeof key !== 'string')) {
    problems.push(invalid('keys', 'type'));
    return undefined;
  }
  const unique = [...new Set(keys as string[])];
  if (unique.length > BULK_MAX) throw errors.bulkTooLarge(BULK_MAX);
  return unique;
}

/** The list's query parameters: each a text or a list of texts, as a query string carries them. */
function readFilter(filter: unknown, problems: FieldError[]): QueryInput | undefined {
  if (!isObject(filter)) {
    problems.push(invalid('filter', 'type'));
    return undefined;
  }
  const isText = (value: unknown) => typeof value === 'string';
  const wrong = Object.entries(filter).filter(([, value]) => !(isText(value) || (Array.isArray(value) && value.every(isText))));
  problems.push(...wrong.map(([name]) => invalid(`filter.${name}`, 'type')));
  return filter as QueryInput;
}

/** A `set`'s values: properties with x-bulk-set, each given one of the values it names. */
function readValues(entity: EntitySchema, values: unknown, problems: FieldError[]): Record<string, unknown> {
  if (!isObject(values) || Object.keys(values).length === 0) {
    problems.push(invalid('values', 'required', 'validation.required'));
    return {};
  }
  const settable = bulkSettable(entity);
  for (const [name, value] of Object.entries(values)) {
    const allowed = settable.get(name);
    if (!allowed) problems.push(invalid(`values.${name}`, 'x-bulk-set', 'validation.bulkSet'));
    else if (!allowed.includes(value as string | number)) problems.push(invalid(`values.${name}`, 'enum', 'validation.enum'));
  }
  return values;
}

/**
 * Reads `POST /{resource}/bulk`'s body (shared/bulk.ts): 400 UNKNOWN_FIELD for names it does not take,
 * 400 VALIDATION naming each wrong part, 400 BULK_TOO_LARGE for more than BULK_MAX keys; nothing is done then.
 */
export function readBulkRequest(entity: EntitySchema, body: unknown): BulkPlan {
  const input = isObject(body) ? body : {};
  const unknown = Object.keys(input).filter((name) => !BODY_FIELDS.has(name));
  if (unknown.length) throw errors.unknownField(unknown);
  const problems: FieldError[] = [];
  const action = BULK_ACTIONS.find((candidate) => candidate === input.action);
  if (!action)
    problems.push(invalid('action', input.action === undefined ? 'required' : 'enum', input.action === undefined ? 'validation.required' : 'validation.enum'));
  if (input.keys === undefined && input.filter === undefined) problems.push(invalid('keys', 'required', 'validation.required'));
  if (input.keys !== undefined && input.filter !== undefined) problems.push(invalid('filter', 'oneOf'));
  const keys = input.keys === undefined ? undefined : readKeys(input.keys, problems);
  const filter = input.filter === undefined ? undefined : readFilter(input.filter, problems);
  if (action === 'delete' && input.values !== undefined) throw errors.unknownField(['values']);
  const values = action === 'set' ? readValues(entity, input.values, problems) : {};
  if (problems.length) throw errors.validation(problems);
  return { action: action!, keys, filter, values };
}
