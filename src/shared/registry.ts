import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { compiledOnce } from './compiled-once';
import { IMPORT_DECLARATION_SCHEMA, IMPORT_TRACKING_PROPERTIES, type ImportDeclaration } from './imports/declaration';
import { importDeclarationProblem } from './imports/declaration-check';
import type { LinkDeclaration } from './links';
import { linkDeclarationProblem, LINK_DECLARATION_SCHEMA, LINK_NAME } from './links';
import { bulkSetProblem } from './bulk';
import { dateRangesProblem, type DateRange } from './date-ranges';
import { withKeywordProperties } from './keyword-properties';
import { keyPatternProblem } from './record-key';
import { referenceProperties } from './reference-options';
import { registryOf } from './registry-of';
import { sumProblem, unitFromProblem, type UnitFrom } from './sums';
import { MENU_GROUPS, PROPERTY_NAME, type MenuGroupKey } from './registry-names';
import type { ReportDeclaration, ReportId } from './reports/api';
import { REPORT_DECLARATION_SCHEMA, reportDeclarationProblem } from './reports/declaration';

export type { MenuGroupKey };

/** One property of an entity schema, with the x- keywords of schemas/README.md. */
export interface PropertySchema {
  type: 'string' | 'number' | 'integer' | 'boolean' | 'array';
  format?: 'date' | 'date-time' | 'email';
  enum?: (string | number)[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  readOnly?: boolean;
  'x-list'?: boolean;
  /** masterData: set when the registry is read, the referenced resource is versioned master data (few values). */
  'x-ref'?: { resource: string; masterData?: boolean };
  'x-multiline'?: boolean;
  'x-flag'?: boolean;
  'x-unit'?: string;
  /** The unit varies per record: the named property of the referenced record (src/shared/sums.ts). */
  'x-unit-from'?: UnitFrom;
  /** Fraction digits a number is shown and entered with (default: the formatting default, 3). */
  'x-decimals'?: number;
  /** A number that names something (year, id, code): shown and entered without grouping separators. */
  'x-identifier'?: boolean;
  /** Entered on create, fixed afterwards: edit forms show it disabled (a domain hook refuses the change). */
  'x-fixed'?: boolean;
  /** Holds an import type (`rawImport`, `resource:partners`): shown by its label, as the import view names it. */
  'x-import-type'?: boolean;
  /** A date that is always the first or the last day of a month (a period's start or end): the form picks the month. */
  'x-month'?: 'first' | 'last';
  /** The enum values a bulk action may set on selected records (shared/bulk.ts). */
  'x-bulk-set'?: (string | number)[];
  /** Lists show a total of this quantity over the filtered records (src/shared/sums.ts). */
  'x-sum'?: boolean;
  /**
   * Whether lists sort by the column through an index of its own (server/resources/indexes.ts); default: a default
   * list view shows it (x-list), it names another record (x-ref) or it is a date. Without one it still sorts, slower.
   */
  'x-sort-index'?: boolean;
  /** A list-valued property (`type: 'array'`): its entries are objects of scalar properties. */
  items?: ItemSchema;
  minItems?: number;
  maxItems?: number;
  [keyword: string]: unknown;
}

/** The entries of a list-valued property: an object of scalar properties (no nested lists). */
export interface ItemSchema {
  type: 'object';
  properties: Record<string, PropertySchema>;
  required?: string[];
  additionalProperties?: boolean;
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
  /** Links to records of other resources, by link name (src/shared/links.ts). */
  'x-links'?: Record<string, LinkDeclaration>;
  /** Records can come from imports: the registry adds the import tracking properties (`importTracking`). */
  'x-imported'?: boolean;
  /** Composite indexes after `tenant`, each a list of scalar property names (ddl.ts). */
  'x-indexes'?: string[][];
  /** Date pairs whose end must not lie before their start (date-ranges.ts), checked by client and server. */
  'x-date-ranges'?: DateRange[];
}

export interface RecordLock {
  property: string;
  values: (string | number)[];
}

/** The entities by resource. */
export type Entities = ReadonlyMap<string, EntitySchema>;

/**
 * Everything schemas/ declares: the entities (the map itself, by resource), the reports of schemas/reports/
 * (in menu order) and the import types of schemas/imports/ (in the order the import view offers them).
 */
export interface Registry extends Entities {
  readonly reports: ReadonlyMap<ReportId, ReportDeclaration>;
  readonly imports: ReadonlyMap<string, ImportDeclaration>;
}

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
    'x-imported': { type: 'boolean' },
    'x-indexes': { type: 'array', items: { type: 'array', minItems: 2, maxItems: 4, items: { type: 'string', minLength: 1 } } },
    'x-date-ranges': {
      type: 'array',
      minItems: 1,
      items: { type: 'object', required: ['from', 'to'], additionalProperties: false, properties: { from: { type: 'string' }, to: { type: 'string' } } },
    },
    'x-links': { type: 'object', propertyNames: { pattern: LINK_NAME.source }, additionalProperties: LINK_DECLARATION_SCHEMA },
  },
} as const;

/** Property types the server maps to columns and the client to inputs (schemas/README.md "Types"). */
export const SCALAR_TYPES = ['string', 'number', 'integer', 'boolean'] as const;
export const PROPERTY_TYPES = [...SCALAR_TYPES, 'array'] as const;

/** A list-valued property takes at most this many entries unless its maxItems says fewer (bounded input). */
export const MAX_ITEMS = 100;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The problem of one scalar property (an entity's or a list entry's), or undefined. */
function scalarProblem(name: string, property: PropertySchema, allowed: readonly string[]): string | undefined {
  if (!PROPERTY_NAME.test(name)) return `property name "${name}" must match ${PROPERTY_NAME.source}`;
  const type = (property as { type?: unknown }).type;
  if (!allowed.includes(type as string)) return `property "${name}" has type ${JSON.stringify(type)}; allowed: ${allowed.join(', ')}`;
  const ref = property['x-ref'];
  if (ref !== undefined && !(isRecord(ref) && typeof ref.resource === 'string' && ref.resource.length > 0)) {
    return `property "${name}" has an x-ref without a resource name`;
  }
  if (property['x-identifier'] !== undefined && !(property['x-identifier'] === true && type === 'integer')) {
    return `property "${name}" can have x-identifier only as true on an integer`;
  }
  if (property['x-import-type'] !== undefined && !(property['x-import-type'] === true && type === 'string')) {
    return `property "${name}" can have x-import-type only as true on a string`;
  }
  if (property['x-month'] !== undefined && !(['first', 'last'].includes(property['x-month']) && property.format === 'date')) {
    return `property "${name}" can have x-month only as "first" or "last" on a date`;
  }
  if (property['x-sort-index'] !== undefined && typeof property['x-sort-index'] !== 'boolean') {
    return `property "${name}" can have x-sort-index only as true or false`;
  }
  return sumProblem(name, property) ?? boundsProblem(name, property);
}

/** A number states its range (schemas/README.md "Ranges and key patterns"): an enum, or a lower and an upper bound. */
function boundsProblem(name: string, property: PropertySchema): string | undefined {
  if ((property.type !== 'number' && property.type !== 'integer') || property.enum !== undefined) return undefined;
  const lower = property.minimum ?? property.exclusiveMinimum;
  const upper = property.maximum ?? property.exclusiveMaximum;
  if (typeof lower !== 'number' || typeof upper !== 'number') return `property "${name}" of type ${property.type} needs minimum and maximum (or an enum)`;
  return undefined;
}

/** A list-valued property: bounded, entries are objects of scalar properties. */
function arrayProblem(name: string, property: PropertySchema): string | undefined {
  const items = property.items;
  if (!isRecord(items) || items.type !== 'object' || !isRecord(items.properties) || Object.keys(items.properties).length === 0) {
    return `property "${name}" of type array needs items of type object with properties`;
  }
  if (typeof property.maxItems !== 'number' || property.maxItems > MAX_ITEMS) return `property "${name}" needs maxItems (at most ${MAX_ITEMS})`;
  for (const keyword of ['x-ref', 'x-flag', 'x-unit', 'x-fixed', 'x-sort-index', 'enum', 'format'] as const) {
    if (property[keyword] !== undefined) return `property "${name}" of type array cannot have ${keyword}`;
  }
  for (const [itemName, item] of Object.entries(items.properties)) {
    // A list entry is no column of the list: nothing to put a total under.
    if (item['x-sum'] !== undefined) return `property "${name}" items: property "${itemName}" cannot have x-sum`;
    if (item['x-unit-from'] !== undefined) return `property "${name}" items: property "${itemName}" cannot have x-unit-from`;
    if (item['x-sort-index'] !== undefined) return `property "${name}" items: property "${itemName}" cannot have x-sort-index`;
    const problem = scalarProblem(itemName, item, SCALAR_TYPES);
    if (problem) return `property "${name}" items: ${problem}`;
  }
  for (const required of items.required ?? []) {
    if (!(required in items.properties)) return `property "${name}" items: required property "${required}" is not defined`;
  }
  return undefined;
}

/** The checks of one file that JSON Schema cannot express; returns the first problem or undefined. */
function problemOf(entity: EntitySchema): string | undefined {
  const properties = entity.properties;
  for (const [name, property] of Object.entries(properties)) {
    const problem = scalarProblem(name, property, PROPERTY_TYPES) ?? (property.type === 'array' ? arrayProblem(name, property) : undefined);
    if (problem) return problem;
  }
  if (!(entity['x-key'] in properties)) return `x-key "${entity['x-key']}" is not one of its properties`;
  const keyProblem = properties[entity['x-key']].type === 'string' ? keyPatternProblem(properties[entity['x-key']]) : 'must be a string';
  if (keyProblem) return `x-key "${entity['x-key']}" ${keyProblem}`;
  const notScalar = (name: string | undefined) => name !== undefined && properties[name.replace(/^-/, '')]?.type === 'array';
  if ([entity['x-key'], entity['x-label'], entity['x-default-sort'], entity['x-lock']?.property].some(notScalar)) {
    return 'x-key, x-label, x-default-sort and x-lock must name a scalar property, not a list';
  }
  for (const name of entity.required ?? []) {
    if (!(name in properties)) return `required property "${name}" is not defined`;
  }
  const label = entity['x-label'];
  if (label !== undefined && !(label in properties)) return `x-label "${label}" is not one of its properties`;
  const sort = entity['x-default-sort'];
  if (sort !== undefined && !(sort.replace(/^-/, '') in properties)) {
    return `x-default-sort "${sort}" does not name one of its properties`;
  }
  for (const index of entity['x-indexes'] ?? []) {
    const wrong = index.find((name) => properties[name] === undefined || properties[name].type === 'array');
    if (wrong !== undefined) return `x-indexes: "${wrong}" is not one of its scalar properties`;
  }
  const lock = entity['x-lock'];
  if (lock !== undefined && !(lock.property in properties)) return `x-lock property "${lock.property}" is not one of its properties`;
  const keywordProblem = dateRangesProblem(entity) ?? bulkSetProblem(entity);
  if (keywordProblem) return keywordProblem;
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

/** The entity with the properties its keywords add (x-imported); a clash with the file's own is an error. */
function expanded(file: string, entity: EntitySchema): EntitySchema {
  const clash = entity['x-imported'] ? IMPORT_TRACKING_PROPERTIES.find((name) => name in entity.properties) : undefined;
  if (clash) throw new RegistryError(file, `property "${clash}" is added by x-imported; remove it from the file`);
  return withKeywordProperties(entity);
}

export class RegistryError extends Error {
  constructor(file: string, problem: string) {
    super(`Schema registry: ${file}: ${problem}`);
    this.name = 'RegistryError';
  }
}

/** ajv's errors of one file as one line: `/columns/0 must have required property 'key'; …`. */
const ajvProblems = (errors: ErrorObject[] | null | undefined) => (errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`).join('; ');

/** The checks of the registry's own file formats (entity, report, import type) and its entity schemas, compiled once per process. */
const checks = new Map<string, ValidateFunction>();

/** The entity files (name -> parsed JSON) keyed by resource; throws a RegistryError naming the file and the problem. */
function buildEntities(ajv: Ajv2020, files: Record<string, unknown>): Map<string, EntitySchema> {
  const checkMeta = compiledOnce(checks, ENTITY_META_SCHEMA, () => ajv.compile(ENTITY_META_SCHEMA));
  const registry = new Map<string, EntitySchema>();
  const fileOf = new Map<string, string>();
  for (const [file, schema] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    if (!checkMeta(schema)) throw new RegistryError(file, ajvProblems(checkMeta.errors));
    const entity = expanded(file, schema as unknown as EntitySchema);
    const problem = problemOf(entity);
    if (problem) throw new RegistryError(file, problem);
    try {
      compiledOnce(checks, entity, () => ajv.compile(entity));
    } catch (error) {
      throw new RegistryError(file, `not a valid JSON Schema: ${(error as Error).message}`);
    }
    const other = fileOf.get(entity['x-resource']);
    if (other) throw new RegistryError(file, `resource "${entity['x-resource']}" is already defined by ${other}`);
    fileOf.set(entity['x-resource'], file);
    registry.set(entity['x-resource'], entity);
  }
  // References, links and units from references need every file: they must name a resource of the registry.
  for (const [resource, entity] of registry) {
    for (const { path, resource: target } of referenceProperties(entity)) {
      if (!registry.has(target)) throw new RegistryError(fileOf.get(resource)!, `property "${path}" refers to unknown resource "${target}" (x-ref)`);
    }
    for (const property of Object.values(entity.properties)) {
      if (property['x-ref'] && registry.get(property['x-ref'].resource)!['x-versioned']) property['x-ref'].masterData = true;
    }
    for (const name of Object.keys(entity.properties)) {
      const problem = unitFromProblem(registry, entity, name);
      if (problem) throw new RegistryError(fileOf.get(resource)!, problem);
    }
    for (const [name, link] of Object.entries(entity['x-links'] ?? {})) {
      const problem = linkDeclarationProblem(registry, entity, link);
      if (problem) throw new RegistryError(fileOf.get(resource)!, `x-links "${name}": ${problem}`);
    }
  }
  return registry;
}

/** The files of a folder checked against their JSON Schema, then against `problemOf` (the first problem or undefined). */
function buildDeclarations<T>(
  ajv: Ajv2020,
  schema: object,
  files: Record<string, unknown>,
  problemOf: (file: string, declaration: T) => string | undefined,
): T[] {
  const check = compiledOnce(checks, schema, () => ajv.compile(schema));
  return Object.entries(files)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, declaration]) => {
      if (!check(declaration)) throw new RegistryError(file, ajvProblems(check.errors));
      const problem = problemOf(file, declaration as T);
      if (problem) throw new RegistryError(file, problem);
      return declaration as T;
    });
}

/** The folders of schemas/: entities at the top, reports and import types in their own. */
const FOLDERS = ['', 'reports', 'imports'] as const;

/**
 * Validates the registry files (path under schemas/ -> parsed JSON: `partner.json` an entity,
 * `reports/{id}.json` a report, `imports/{name}.json` an import type) and indexes them.
 * Throws a RegistryError naming the file and the problem.
 */
export function buildRegistry(files: Record<string, unknown>): Registry {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const folders = Object.fromEntries(FOLDERS.map((folder) => [folder, {} as Record<string, unknown>]));
  for (const [file, content] of Object.entries(files)) {
    const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
    if (!Object.hasOwn(folders, folder)) throw new RegistryError(file, `schemas/ holds entities, ${FOLDERS.slice(1).join('/ and ')}/ only`);
    folders[folder][file] = content;
  }
  const entities = buildEntities(ajv, folders['']);
  const reports = buildDeclarations<ReportDeclaration>(ajv, REPORT_DECLARATION_SCHEMA, folders.reports, (file, report) =>
    reportDeclarationProblem(entities, file, report),
  );
  const types = new Set(Object.values(folders.imports).map((file) => String((file as { type?: unknown }).type)));
  const declaredBy = new Map<string, string>();
  const imports = buildDeclarations<ImportDeclaration>(ajv, IMPORT_DECLARATION_SCHEMA, folders.imports, (file, declaration) => {
    const other = declaredBy.get(declaration.type);
    if (other) return `import type "${declaration.type}" is already declared by ${other}`;
    declaredBy.set(declaration.type, file);
    return importDeclarationProblem(entities, declaration, types);
  });
  return registryOf(entities, reports, imports);
}
