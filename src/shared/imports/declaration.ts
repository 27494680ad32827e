/**
 * An import type: how the columns of a company's CSV file map onto registry fields. One JSON file per type
 * in `schemas/imports/`, checked at load with the registry (`buildRegistry`); the server derives the
 * round-trip type of every registry entity from its list export (`resource:{x-resource}`). See
 * schemas/README.md "Imports".
 */
export interface ImportColumn {
  /** Target property (or the `target.column` that picks the target resource). */
  property: string;
  /** Header names accepted in the file (compared trimmed, case-insensitive); the sample file uses `en`. */
  header: { en: string; de: string };
  /** The file must have this column (else the whole file is refused before any row is read). */
  required?: boolean;
  /** Numbers: the file's value times this factor is stored (unit conversion, e.g. t → kg: 1000). */
  factor?: number;
  /** File value → stored value (compared trimmed, case-insensitive), e.g. ERP codes to enum values. */
  values?: Record<string, string | number>;
  /** A reference cell may name the record as the list export does, "key – label": only the key is read. */
  labelled?: boolean;
}

export interface ImportDeclaration {
  /** The tenant-config key (`visibleImportTypes`) and the import message's `importType`. */
  type: string;
  /** Position in the import view and the tenant's import type choice (files only; round trips follow them). */
  order?: number;
  /**
   * The registry resource rows are written to, or a column of the file (`column` = a column's
   * `property` that is no entity property) whose value picks it: `resources` maps the (mapped) value
   * to a resource.
   */
  target: { resource: string } | { column: string; resources: Record<string, string> };
  /**
   * Template of the record key (`x-key`), from the row's stored values: `{number}`,
   * `{site}-{product}-{productionDate}` (dates as YYYY-MM-DD). Re-importing a row with the same key
   * updates that record; a key twice in one file is an error.
   */
  key: string;
  /** Decimal separator of the file's numbers; the other of `,`/`.` is a thousands separator. */
  decimal: ',' | '.';
  /** Accepted date formats (dayjs, strict), tried in order. */
  dateFormats: string[];
  columns: ImportColumn[];
  /** Values stored on every row: a constant, or `"today"` for a date property (import date). */
  set?: Record<string, string | number | boolean>;
  /** Import types that must have a succeeded import in the tenant first (docs/domain-rules.md#import-order). */
  requires?: string[];
  /**
   * Rows that are no records, known by one cell: the `column` (a column's `property`) holds one of
   * `values` (trimmed, exact). The round trip skips the list export's totals row by its label.
   */
  skipRows?: { column: string; values: string[] };
}

/** Import type key of the round trip of a registry entity's own CSV export. */
export const RESOURCE_IMPORT_PREFIX = 'resource:';

/** Properties every `x-imported` entity gets (the registry adds them; schemas/README.md). */
export const IMPORT_TRACKING_PROPERTIES = ['importSource', 'importKey', 'importStatus', 'lastImportTime', 'importMessage'] as const;

export const IMPORT_DECLARATION_SCHEMA = {
  type: 'object',
  required: ['type', 'order', 'target', 'key', 'decimal', 'dateFormats', 'columns'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    type: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9]*$' },
    order: { type: 'integer' },
    target: {
      oneOf: [
        { type: 'object', required: ['resource'], additionalProperties: false, properties: { resource: { type: 'string' } } },
        {
          type: 'object',
          required: ['column', 'resources'],
          additionalProperties: false,
          properties: { column: { type: 'string' }, resources: { type: 'object', minProperties: 1, additionalProperties: { type: 'string' } } },
        },
      ],
    },
    key: { type: 'string', pattern: '\\{[a-zA-Z0-9]+\\}' },
    decimal: { enum: [',', '.'] },
    dateFormats: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
    columns: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['property', 'header'],
        additionalProperties: false,
        properties: {
          property: { type: 'string' },
          header: {
            type: 'object',
            required: ['en', 'de'],
            additionalProperties: false,
            properties: { en: { type: 'string', minLength: 1 }, de: { type: 'string', minLength: 1 } },
          },
          required: { type: 'boolean' },
          factor: { type: 'number', exclusiveMinimum: 0 },
          values: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
        },
      },
    },
    set: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } },
    requires: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** Resources a declaration writes to. */
export const targetResources = (declaration: ImportDeclaration): string[] =>
  'resource' in declaration.target ? [declaration.target.resource] : [...new Set(Object.values(declaration.target.resources))];

/** The property names a key template uses. */
export const keyTemplateProperties = (template: string): string[] => [...template.matchAll(/\{([a-zA-Z0-9]+)\}/g)].map((m) => m[1]);
