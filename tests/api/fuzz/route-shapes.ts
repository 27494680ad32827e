import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../../src/server/app';
import type { PropertySchema } from '../../../src/shared/registry';
import { sampleValue } from '../samples';
import type { CatalogRoute } from '../security-routes';

type JsonSchema = Omit<PropertySchema, 'type'> & { type?: string; $ref?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema };

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** What a route takes: the query parameter names it knows and a body it would accept. */
export interface RouteShape {
  queryNames: string[];
  body?: Record<string, unknown>;
}

const LIST_PARAMETERS = ['_start', '_end', '_sort', '_order', 'q', 'id'];
const OPERATORS = ['', '_ne', '_like', '_gte', '_lte'];
/** Filter names of lists whose filters are not documented parameters (audit log, users, messages). */
const UNDOCUMENTED_FILTERS = ['at', 'entity', 'action', 'key', 'user', 'tenant', 'resource', 'unread'].flatMap((name) => OPERATORS.map((op) => name + op));

function sampleFromSchema(schema: JsonSchema | undefined, document: OpenApiDocument, seed: number): unknown {
  if (!schema) return undefined;
  if (schema.$ref) return sampleFromSchema(document.components?.schemas?.[schema.$ref.split('/').pop()!], document, seed);
  if (schema.type === 'object' || schema.properties) {
    const entries = Object.entries(schema.properties ?? {}).filter(([, property]) => !property.readOnly);
    return Object.fromEntries(entries.map(([name, property]) => [name, sampleFromSchema(property, document, seed)]));
  }
  if (schema.type === 'array') return [sampleFromSchema(schema.items, document, seed)];
  return sampleValue(schema as PropertySchema, seed);
}

/**
 * Shapes from the OpenAPI document the app serves (route schemas and registry components), so a new
 * route is fuzzed with its own parameter names and body; `recordBody` overrides the body of registry writes
 * (a sample whose references exist).
 */
export function routeShapes(app: FastifyInstance, recordBody: (resource: string, route: CatalogRoute) => Record<string, unknown> | undefined) {
  const document = app.swagger() as unknown as OpenApiDocument;
  return (route: CatalogRoute): RouteShape => {
    const operation = document.paths[API_PREFIX + route.template.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()] ?? {};
    const documented = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
    const fields = route.entity ? Object.keys(route.entity.properties).flatMap((name) => OPERATORS.map((op) => name + op)) : UNDOCUMENTED_FILTERS;
    const queryNames = [...new Set([...documented, ...(route.method === 'GET' ? [...LIST_PARAMETERS, ...fields] : [])])];
    if (route.method === 'GET' || route.method === 'DELETE') return { queryNames };
    // A record body for the entity's own writes (`/partners`, `/partners/:key`), not for routes below a record.
    const ownWrite = route.entity && /^\/[^/]+(\/:key)?$/.test(route.path);
    const body =
      (ownWrite && recordBody(route.entity!['x-resource'], route)) ||
      sampleFromSchema(operation.requestBody?.content?.['application/json']?.schema, document, 1);
    return { queryNames, body: body && typeof body === 'object' ? (body as Record<string, unknown>) : {} };
  };
}
