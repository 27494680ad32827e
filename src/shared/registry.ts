import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** One property of an entity schema, with the x- keywords of schemas/README.md. */
export interface PropertySchema {
  type: 'string' | 'number' | 'integer' | 'boolean';
  format?: 'date' | 'date-time' | 'email';
  enum?: (string | number)[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  readOnly?: boolean;
  'x-list'?: boolean;
  'x-ref'?: { resource: string };
  'x-multiline'?: boolean;
  'x-flag'?: boolean;
  'x-unit'?: string;
  /** Fraction digits a number is shown and entered with (default: the formatting default, 3). */
  'x-decimals'?: number;
  /** Entered on create, fixed afterwards: edit forms show it disabled (a domain hook refuses the change). */
  'x-fixed'?: boolean;
  [keyword: string]: unknown;
}

/** One entity of the registry: a JSON Schema 2020-12 with the x- keywords of schemas/README.md. */
export interface EntitySchema {
  $id: string;
  title: string;
  type: 'object';
  properties: Record<string, PropertySchema>;
  required?: string[];
  'x-resource': string;
  'x-key': string;
  'x-versioned'?: boolean;
  'x-menu': MenuGroupKey;
  'x-menu-order': number;
  'x-route': string;
  'x-visibility': string;
  'x-sidebar'?: boolean;
  'x-create-route'?: boolean;
  'x-label'?: string;
  'x-default-sort'?: string;
  'x-confirm-key-change'?: boolean;
  /** A record whose `property` holds one of `values` cannot be edited or deleted (record-lock.ts). */
  'x-lock'?: RecordLock;
  /** Records written only by a domain service: the generic API offers list, read and export, no writes. */
  'x-managed'?: boolean;
}

export interface RecordLock {
  property: string;
  values: (string | number)[];
}

export const MENU_GROUPS = ['movement-data', 'masterdata', 'import', 'reports', 'help', 'user'] as const;
export type MenuGroupKey = (typeof MENU_GROUPS)[number];

export type Registry = ReadonlyMap<string, EntitySchema>;

/** The shape every registry file must have; checked once at load time. */
const ENTITY_META_SCHEMA = {
  type: 'object',
  required: ['$id', 'title', 'type', 'properties', 'x-resource', 'x-key', 'x-menu', 'x-menu-order', 'x-route', 'x-visibility'],
  properties: {
    $id: { type: 'string', minLength: 1 },
    title: { type: 'string', minLength: 1 },
    type: { const: 'object' },
    properties: { type: 'object', minProperties: 1, additionalProperties: { type: 'object' } },
    required: { type: 'array', items: { type: 'string' } },
    'x-resource': { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
    'x-key': { type: 'string', minLength: 1 },
    'x-versioned': { type: 'boolean' },
    'x-menu': { enum: [...MENU_GROUPS] },
    'x-menu-order': { type: 'integer' },
    'x-route': { type: 'string', pattern: '^[a-z0-9-]+(/[a-z0-9-]+)*$' },
    'x-visibility': { type: 'string', minLength: 1 },
    'x-sidebar': { type: 'boolean' },
    'x-create-route': { type: 'boolean' },
    'x-label': { type: 'string', minLength: 1 },
    'x-default-sort': { type: 'string', minLength: 1 },
    'x-confirm-key-change': { type: 'boolean' },
    'x-lock': {
      type: 'object',
      required: ['property', 'values'],
      additionalProperties: false,
      properties: { property: { type: 'string', minLength: 1 }, values: { type: 'array', minItems: 1, items: { type: ['string', 'number'] } } },
    },
    'x-managed': { type: 'boolean' },
  },
} as const;

/** Property types the server maps to columns and the client to inputs (schemas/README.md "Types"). */
export const PROPERTY_TYPES = ['string', 'number', 'integer', 'boolean'] as const;

/** Property names become SQL identifiers and i18n keys: camelCase letters and digits only. */
export const PROPERTY_NAME = /^[a-z][A-Za-z0-9]*$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The checks of one file that JSON Schema cannot express; returns the first problem or undefined. */
function problemOf(entity: EntitySchema): string | undefined {
  const properties = entity.properties;
  for (const [name, property] of Object.entries(properties)) {
    if (!PROPERTY_NAME.test(name)) return `property name "${name}" must match ${PROPERTY_NAME.source}`;
    const type = (property as { type?: unknown }).type;
    if (!PROPERTY_TYPES.includes(type as (typeof PROPERTY_TYPES)[number])) {
      return `property "${name}" has type ${JSON.stringify(type)}; allowed: ${PROPERTY_TYPES.join(', ')}`;
    }
    const ref = property['x-ref'];
    if (ref !== undefined && !(isRecord(ref) && typeof ref.resource === 'string' && ref.resource.length > 0)) {
      return `property "${name}" has an x-ref without a resource name`;
    }
  }
  if (!(entity['x-key'] in properties)) return `x-key "${entity['x-key']}" is not one of its properties`;
  for (const name of entity.required ?? []) {
    if (!(name in properties)) return `required property "${name}" is not defined`;
  }
  const label = entity['x-label'];
  if (label !== undefined && !(label in properties)) return `x-label "${label}" is not one of its properties`;
  const sort = entity['x-default-sort'];
  if (sort !== undefined && !(sort.replace(/^-/, '') in properties)) {
    return `x-default-sort "${sort}" does not name one of its properties`;
  }
  const lock = entity['x-lock'];
  if (lock !== undefined && !(lock.property in properties)) return `x-lock property "${lock.property}" is not one of its properties`;
  if (entity['x-versioned']) {
    const { version, validFrom } = properties;
    if (!version || version.type !== 'integer' || version.readOnly !== true) {
      return 'x-versioned needs a property "version" of type integer with readOnly: true';
    }
    if (!validFrom || validFrom.type !== 'string' || validFrom.format !== 'date') {
      return 'x-versioned needs a property "validFrom" of type string with format: date';
    }
  }
  if (!Object.values(properties).some((property) => property['x-list'] === true)) {
    return 'no property has x-list: true; the list would have no columns';
  }
  return undefined;
}

export class RegistryError extends Error {
  constructor(file: string, problem: string) {
    super(`Schema registry: ${file}: ${problem}`);
    this.name = 'RegistryError';
  }
}

/**
 * Validates the registry files (name -> parsed JSON) and returns them keyed by resource.
 * Throws a RegistryError naming the file and the problem.
 */
export function buildRegistry(files: Record<string, unknown>): Registry {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const checkMeta = ajv.compile(ENTITY_META_SCHEMA);
  const registry = new Map<string, EntitySchema>();
  const fileOf = new Map<string, string>();
  for (const [file, schema] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    if (!checkMeta(schema)) {
      const problems = (checkMeta.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`).join('; ');
      throw new RegistryError(file, problems);
    }
    const entity = schema as unknown as EntitySchema;
    const problem = problemOf(entity);
    if (problem) throw new RegistryError(file, problem);
    try {
      ajv.compile(entity);
    } catch (error) {
      throw new RegistryError(file, `not a valid JSON Schema: ${(error as Error).message}`);
    }
    const other = fileOf.get(entity['x-resource']);
    if (other) throw new RegistryError(file, `resource "${entity['x-resource']}" is already defined by ${other}`);
    fileOf.set(entity['x-resource'], file);
    registry.set(entity['x-resource'], entity);
  }
  // References need every file: an x-ref must name a resource of the registry.
  for (const [resource, entity] of registry) {
    for (const [name, property] of Object.entries(entity.properties)) {
      const target = property['x-ref']?.resource;
      if (target !== undefined && !registry.has(target)) {
        throw new RegistryError(fileOf.get(resource)!, `property "${name}" refers to unknown resource "${target}" (x-ref)`);
      }
    }
  }
  return registry;
}
