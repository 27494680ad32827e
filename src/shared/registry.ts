import Ajv2020 from 'ajv/dist/2020';

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
  },
} as const;

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
  const checkMeta = ajv.compile(ENTITY_META_SCHEMA);
  const registry = new Map<string, EntitySchema>();
  const fileOf = new Map<string, string>();
  for (const [file, schema] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    if (!checkMeta(schema)) {
      const problems = (checkMeta.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`).join('; ');
      throw new RegistryError(file, problems);
    }
    const entity = schema as unknown as EntitySchema;
    if (!(entity['x-key'] in entity.properties)) {
      throw new RegistryError(file, `x-key "${entity['x-key']}" is not one of its properties`);
    }
    for (const name of entity.required ?? []) {
      if (!(name in entity.properties)) throw new RegistryError(file, `required property "${name}" is not defined`);
    }
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
  return registry;
}
