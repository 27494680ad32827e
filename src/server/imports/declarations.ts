import { csvFormatOfDelimiter, INTERNATIONAL_CSV } from '../../shared/csv-format';
import { enumLabel, fieldLabel } from '../../shared/labels';
import { RESOURCE_IMPORT_PREFIX, type ImportColumn, type ImportDeclaration } from '../../shared/imports/declaration';
import type { EntitySchema, PropertySchema, Registry } from '../../shared/registry';
import { toDayjsFormat } from '../../shared/settings';
import { listTextsOf, type Language } from '../i18n/translate';
import { entityProperties } from '../resources/columns';
import { sumProperties } from '../../shared/sums';
import { isRoundTripList } from './read/list-cell';

const LANGUAGES: Language[] = ['en', 'de'];
const ISO_DAY = toDayjsFormat(INTERNATIONAL_CSV.day);

/** An enum's texts in both languages → its values, so the export's "Locked"/"Gesperrt" reads back as `locked`. */
function enumValues(entity: EntitySchema, name: string, property: PropertySchema): Record<string, string | number> | undefined {
  if (!property.enum || property['x-flag']) return undefined;
  const entries = LANGUAGES.flatMap((language) =>
    property.enum!.map((value) => [enumLabel(listTextsOf(language), entity, name, value), value as string | number] as const),
  );
  return Object.fromEntries(entries);
}

/** A property the round trip reads: not set by the server (except the key), lists only where their cells read back. */
function imported(entity: EntitySchema, name: string, property: PropertySchema): boolean {
  if (name === entity['x-key']) return true;
  if (property.readOnly) return false;
  return property.type !== 'array' || isRoundTripList(property);
}

/**
 * The round trip of an entity's list export (GET /{resource}.csv, src/server/routes/resource-export.ts):
 * its columns are the export's columns (headers: the column labels with units in English or German, as
 * the export writes them, or property names), numbers and days in the format the file was written in
 * (inFileFormat; declared: the international one, `,`, decimal point, `YYYY-MM-DD`), date-times ISO 8601, enums by their text in either language or their value, flags and
 * booleans yes/no (ja/nein, true/false), references "key – label" or the key, lists as "first (second); …"
 * where they read back.
 * Columns of properties the server sets (readOnly, `version`, import tracking) are known and ignored.
 */
export function roundTripDeclaration(entity: EntitySchema): ImportDeclaration {
  const resource = entity['x-resource'];
  const key = entity['x-key'];
  const required = new Set([key, ...(entity.required ?? [])]);
  const columns: ImportColumn[] = Object.entries(entityProperties(entity)).map(([name, property]) => {
    const column: ImportColumn = {
      property: name,
      header: { en: fieldLabel(listTextsOf('en'), entity, name), de: fieldLabel(listTextsOf('de'), entity, name) },
    };
    if (imported(entity, name, property) && required.has(name)) column.required = true;
    const values = enumValues(entity, name, property);
    if (values) column.values = values;
    if (property['x-ref']) column.labelled = true;
    return column;
  });
  // The export's totals row carries its label in the key column, in the export's language (exports/sums-row.ts).
  const skipRows = sumProperties(entity).length
    ? { column: key, values: LANGUAGES.map((language) => listTextsOf(language)('generic.list.sumsRow')) }
    : undefined;
  return {
    type: `${RESOURCE_IMPORT_PREFIX}${resource}`,
    target: { resource },
    key: `{${key}}`,
    decimal: INTERNATIONAL_CSV.decimal,
    dateFormats: [ISO_DAY],
    columns,
    ...(skipRows && { skipRows }),
  };
}

/**
 * The declaration a file is read with: a round trip file in the format it was written in, which its
 * delimiter tells (a German export: `;`, decimal comma, 31.12.2025; src/shared/csv-format.ts), ISO days
 * taken as well; other types in their declared format.
 */
export function inFileFormat(declaration: ImportDeclaration, delimiter: string): ImportDeclaration {
  if (!declaration.type.startsWith(RESOURCE_IMPORT_PREFIX)) return declaration;
  const format = csvFormatOfDelimiter(delimiter);
  return { ...declaration, decimal: format.decimal, dateFormats: [...new Set([toDayjsFormat(format.day), ISO_DAY])] };
}

/** Whether a round-trip column is read (false: known to the export, set by the server, ignored on import). */
export function isImportedColumn(entity: EntitySchema, property: string): boolean {
  const schema = entityProperties(entity)[property];
  return schema !== undefined && imported(entity, property, schema);
}

/**
 * Every import type of the server, built once at start: the types of schemas/imports (the registry checked
 * them at load) and the round trip `resource:{x-resource}` of every entity that is not written by a domain
 * service only (x-managed).
 */
export function importDeclarations(registry: Registry): Map<string, ImportDeclaration> {
  const declarations = new Map(registry.imports);
  for (const entity of registry.values()) {
    if (entity['x-managed']) continue;
    const declaration = roundTripDeclaration(entity);
    declarations.set(declaration.type, declaration);
  }
  return declarations;
}
