import Ajv2020 from 'ajv/dist/2020';
import cfrHistoryImport from '../../../schemas/imports/cfr-history-import.json';
import cfrImport from '../../../schemas/imports/cfr-import.json';
import rawImport from '../../../schemas/imports/raw-import.json';
import rawPhd from '../../../schemas/imports/raw-phd.json';
import rawStock from '../../../schemas/imports/raw-stock.json';
import type { Registry } from '../registry';
import { IMPORT_DECLARATION_SCHEMA, keyTemplateProperties, SPEC_IMPORT_TYPES, targetResources, type ImportDeclaration } from './declaration';

/** The files of schemas/imports/, by file name (tests break copies of them). */
export const IMPORT_DECLARATION_FILES: Record<string, unknown> = {
  'raw-import.json': rawImport,
  'raw-phd.json': rawPhd,
  'raw-stock.json': rawStock,
  'cfr-history-import.json': cfrHistoryImport,
  'cfr-import.json': cfrImport,
};

export class ImportDeclarationError extends Error {
  constructor(file: string, problem: string) {
    super(`Import types: ${file}: ${problem}`);
    this.name = 'ImportDeclarationError';
  }
}

/** What JSON Schema cannot say about a declaration, against the registry; the first problem or undefined. */
function problemOf(registry: Registry, declaration: ImportDeclaration, known: Set<string>): string | undefined {
  const resources = targetResources(declaration);
  for (const resource of resources) {
    const entity = registry.get(resource);
    if (!entity) return `target resource "${resource}" is not in the registry`;
    if (entity['x-managed']) return `target resource "${resource}" is written by a domain service only (x-managed)`;
  }
  const entities = resources.map((resource) => registry.get(resource)!);
  const selector = 'column' in declaration.target ? declaration.target.column : undefined;
  const headers = new Set<string>();
  const columnProperties = new Set<string>();
  for (const column of declaration.columns) {
    if (column.property !== selector && !entities.some((entity) => column.property in entity.properties)) {
      return `column "${column.header.en}": property "${column.property}" is not a property of ${resources.join(' or ')}`;
    }
    const property = entities.map((entity) => entity.properties[column.property]).find(Boolean);
    if (property?.readOnly) return `column "${column.header.en}": property "${column.property}" is set by the server (readOnly)`;
    if (property?.type === 'array') return `column "${column.header.en}": list-valued properties cannot be imported by a declaration`;
    if (column.factor !== undefined && property?.type !== 'number') return `column "${column.header.en}": factor needs a number property`;
    for (const header of [column.header.en, column.header.de]) {
      const normal = header.trim().toLowerCase();
      if (headers.has(normal) && column.header.en !== column.header.de) return `header "${header}" names two columns`;
      headers.add(normal);
    }
    if (columnProperties.has(column.property)) return `property "${column.property}" has two columns`;
    columnProperties.add(column.property);
  }
  if (selector !== undefined && !declaration.columns.some((column) => column.property === selector && column.required)) {
    return `target column "${selector}" must be a required column`;
  }
  const set = declaration.set ?? {};
  for (const entity of entities) {
    for (const name of keyTemplateProperties(declaration.key)) {
      if (!(name in entity.properties)) return `key template property "${name}" is not a property of ${entity['x-resource']}`;
    }
    for (const name of Object.keys(set)) {
      if (!(name in entity.properties)) return `set: "${name}" is not a property of ${entity['x-resource']}`;
    }
    const keyProperty = entity['x-key'];
    for (const name of entity.required ?? []) {
      const covered = name === keyProperty || name in set || declaration.columns.some((column) => column.property === name && column.required);
      if (!covered) return `required property "${name}" of ${entity['x-resource']} needs a required column or a set value`;
    }
  }
  for (const type of declaration.requires ?? []) {
    if (!known.has(type)) return `requires unknown import type "${type}"`;
  }
  return undefined;
}

/**
 * The spec's import types, checked against the registry (a broken file stops the server with a message
 * naming it, like a broken schema).
 */
export function buildImportDeclarations(registry: Registry, files = IMPORT_DECLARATION_FILES): Map<string, ImportDeclaration> {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const check = ajv.compile(IMPORT_DECLARATION_SCHEMA);
  const declarations = new Map<string, ImportDeclaration>();
  const known = new Set(Object.values(files).map((file) => (file as { type?: string }).type ?? ''));
  for (const [file, declaration] of Object.entries(files)) {
    if (!check(declaration)) {
      throw new ImportDeclarationError(file, (check.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`).join('; '));
    }
    const typed = declaration as unknown as ImportDeclaration;
    const problem = problemOf(registry, typed, known);
    if (problem) throw new ImportDeclarationError(file, problem);
    if (declarations.has(typed.type)) throw new ImportDeclarationError(file, `import type "${typed.type}" is declared twice`);
    declarations.set(typed.type, typed);
  }
  for (const type of SPEC_IMPORT_TYPES) {
    if (!declarations.has(type)) throw new ImportDeclarationError('schemas/imports', `the spec's import type "${type}" has no file`);
  }
  return declarations;
}
