import { LABELS_PARAM } from '../../shared/page-labels';
import type { EntitySchema } from '../../shared/registry';
import { CHANGED_SINCE_QUERYSTRING } from '../lists/changed-since';
import { PAGE_QUERYSTRING, SORT_QUERYSTRING } from '../lists/page-params';
import { entityProperties } from './columns';

/** The registry schema as an OpenAPI component: `$id` = resource (the component's name), no `$schema`. */
export function componentSchema(entity: EntitySchema): Record<string, unknown> {
  const { $id: _id, $schema: _schema, ...rest } = entity as EntitySchema & { $schema?: string };
  const properties = entityProperties(entity);
  // `id` mirrors the key on every record the API returns.
  const withId = entity['x-key'] === 'id' ? properties : { id: { type: 'string', readOnly: true }, ...properties };
  return { ...rest, $id: entity['x-resource'], properties: withId };
}

/** The list parameters of the simple-rest convention; filters are `{field}`, `{field}_ne|_like|_gte|_lte`. */
export const LIST_QUERYSTRING = {
  type: 'object',
  properties: {
    ...PAGE_QUERYSTRING,
    ...SORT_QUERYSTRING,
    q: { type: 'string', description: 'case-insensitive search over the text properties' },
    ...CHANGED_SINCE_QUERYSTRING,
  },
  additionalProperties: { description: 'filters: {field}=, {field}_ne, {field}_like, {field}_gte, {field}_lte' },
} as const;

/** The entity list's parameters: the simple-rest ones and `_labels` (shared/page-labels.ts). */
export const LABELLED_LIST_QUERYSTRING = {
  ...LIST_QUERYSTRING,
  properties: {
    ...LIST_QUERYSTRING.properties,
    [LABELS_PARAM]: {
      type: 'string',
      enum: ['1'],
      description:
        'answer `{ data, labels }`: the rows, and per referenced resource the label of each record they reference, by key (only resources the tenant may see)',
    },
  },
} as const;

/** The answer of a list asked with `_labels=1`. */
export function labelledPageSchema(record: object) {
  const labelsByKey = { type: 'object', additionalProperties: { type: 'string' } };
  return {
    type: 'object',
    required: ['data', 'labels'],
    properties: { data: { type: 'array', items: record }, labels: { type: 'object', additionalProperties: labelsByKey } },
  };
}

/** `{ statusCode, error, code, message }` plus the details of some codes (errors, fields, key, latestVersion). */
export const ERROR_SCHEMA = {
  type: 'object',
  additionalProperties: true,
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    code: { type: 'string' },
    message: { type: 'string' },
  },
} as const;

/**
 * For routes whose handlers check their input themselves (one error per field, their own codes): the route
 * schemas then only document the API (OpenAPI), Fastify neither validates nor serialises with them.
 */
export const DOCUMENTATION_ONLY = {
  validatorCompiler: () => (value: unknown) => ({ value }),
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};

/** A route's refusals for its OpenAPI responses: each status answers ERROR_SCHEMA. */
export const errorsOf = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ERROR_SCHEMA]));
