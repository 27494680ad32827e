import type { EntitySchema } from '../../shared/registry';
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
  },
  additionalProperties: { description: 'filters: {field}=, {field}_ne, {field}_like, {field}_gte, {field}_lte' },
} as const;

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
