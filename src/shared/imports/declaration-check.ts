import type { Entities } from '../registry';
import { keyTemplateProperties, targetResources, type ImportDeclaration } from './declaration';

/** What JSON Schema cannot say about a declaration, against the registry; the first problem or undefined. */
export function importDeclarationProblem(registry: Entities, declaration: ImportDeclaration, known: ReadonlySet<string>): string | undefined {
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
