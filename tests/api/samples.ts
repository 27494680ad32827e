import type { EntitySchema, PropertySchema, Registry } from '../../src/shared/registry';
import { insertRows, type InsertRowsOptions } from '../../src/server/resources/bulk-insert';
import type { TestServer } from './harness';

/** Characters of one `[...]` class, ranges expanded. */
function classChars(body: string): string[] {
  const chars: string[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i + 1] === '-' && i + 2 < body.length) {
      for (let code = body.charCodeAt(i); code <= body.charCodeAt(i + 2); code++) chars.push(String.fromCharCode(code));
      i += 2;
    } else chars.push(body[i]);
  }
  return chars;
}

/**
 * A string matching the small regex subset the registry uses (anchors, literals, classes, {n}/{n,m},
 * groups with alternatives): `seed` walks the classes like digits of a number, so seeds give distinct strings.
 */
export function fromPattern(pattern: string, seed: number): string {
  let n = seed;
  const generate = (source: string): string => {
    let out = '';
    for (let i = 0; i < source.length; i++) {
      let atom: () => string;
      const char = source[i];
      if (char === '^' || char === '$') continue;
      if (char === '[') {
        const end = source.indexOf(']', i);
        const chars = classChars(source.slice(i + 1, end));
        atom = () => {
          const picked = chars[n % chars.length];
          n = Math.floor(n / chars.length);
          return picked;
        };
        i = end;
      } else if (char === '(') {
        let depth = 0;
        let end = i;
        for (; end < source.length; end++) {
          if (source[end] === '(') depth++;
          if (source[end] === ')' && --depth === 0) break;
        }
        const first = source.slice(i + 1, end).split('|')[0];
        atom = () => generate(first);
        i = end;
      } else if (char === '\\' && source[i + 1] === 'd') {
        atom = () => String(n++ % 10);
        i++;
      } else {
        atom = () => char;
      }
      const quantifier = /^\{(\d+)(?:,(\d*))?\}/.exec(source.slice(i + 1));
      const times = quantifier ? Number(quantifier[1]) || 1 : 1;
      if (quantifier) i += quantifier[0].length;
      for (let k = 0; k < times; k++) out += atom();
    }
    return out;
  };
  return generate(pattern);
}

/** A valid value for a property from its type, enum, format, pattern and limits. */
export function sampleValue(property: PropertySchema, seed: number, label = 'v'): unknown {
  if (property.enum) return property.enum[seed % property.enum.length];
  if (property.type === 'boolean') return seed % 2 === 0;
  if (property.type === 'number' || property.type === 'integer') {
    if (property['x-flag']) return seed % 2;
    const min = property.minimum ?? 0;
    const max = property.maximum ?? min + 1000;
    const value = min + ((seed * 7) % Math.max(1, max - min));
    return property.type === 'integer' ? Math.round(value) : Math.min(max, value + 0.5);
  }
  if (property.format === 'date') return `2026-01-${String(10 + (seed % 18)).padStart(2, '0')}`;
  if (property.format === 'date-time') return `2026-01-${String(10 + (seed % 18)).padStart(2, '0')}T10:00:00.000Z`;
  if (property.format === 'email') return `user${seed}@example.com`;
  const text = `${label}${seed}`;
  const max = property.maxLength ?? 60;
  const plain = text.length > max ? text.slice(text.length - max) : text.padEnd(property.minLength ?? 0, 'x');
  // A pattern that takes plain text (a key's: no `/`, `\`, control characters) keeps it; a format (`^[A-Z]{2}$`) is generated.
  return typeof property.pattern === 'string' && !new RegExp(property.pattern, 'u').test(plain) ? fromPattern(property.pattern, seed) : plain;
}

/** Values of sample properties; x-ref values come from `refs` (resource -> existing key), others are skipped. */
function sampleProperties(properties: Record<string, PropertySchema>, seed: number, refs: Record<string, string>, key?: string): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (property.readOnly) continue;
    const target = property['x-ref']?.resource;
    if (target) {
      if (refs[target] !== undefined) record[name] = refs[target];
      continue;
    }
    // A list gets one entry (enough for minItems 1 and the entries' references).
    if (property.items) record[name] = [sampleProperties(property.items.properties, seed, refs)];
    else record[name] = sampleValue(property, seed, name === key ? 'K' : name.slice(0, 3));
  }
  return record;
}

/** Writable properties of a sample record; x-ref values (also in list entries) come from `refs` (resource -> existing key). */
export function sampleRecord(entity: EntitySchema, seed: number, refs: Record<string, string>): Record<string, unknown> {
  return sampleProperties(entity.properties, seed, refs, entity['x-key']);
}

/**
 * Resources referenced by `entity`, also from its list entries (self references and readOnly references,
 * which the server sets — import tracking — left out).
 */
export function referencedResources(entity: EntitySchema): string[] {
  const properties = Object.values(entity.properties)
    .filter((property) => !property.readOnly)
    .flatMap((property) => [property, ...Object.values(property.items?.properties ?? {})]);
  const targets = properties.map((property) => property['x-ref']?.resource);
  return [...new Set(targets.filter((target): target is string => !!target && target !== entity['x-resource']))];
}

/** The registry's entities, referenced ones before those that reference them. */
export function dependencyOrder(registry: Registry): EntitySchema[] {
  const ordered: EntitySchema[] = [];
  const visit = (entity: EntitySchema, path: Set<string>) => {
    if (ordered.includes(entity) || path.has(entity['x-resource'])) return;
    path.add(entity['x-resource']);
    for (const target of referencedResources(entity)) {
      const referenced = registry.get(target);
      if (referenced) visit(referenced, path);
    }
    ordered.push(entity);
  };
  for (const entity of registry.values()) visit(entity, new Set());
  return ordered;
}

/**
 * Sample records of `resource` written straight into `tenant`, one per entry of `records` (its fields over the
 * sample's), references empty unless an entry names them.
 */
export async function plantRecords(
  server: TestServer,
  tenant: string,
  resource: string,
  records: Record<string, unknown>[],
  options: InsertRowsOptions = {},
): Promise<void> {
  const entity = server.app.registry.get(resource)!;
  const references = Object.fromEntries(
    Object.entries(entity.properties)
      .filter(([, property]) => property['x-ref'])
      .map(([name]) => [name, null]),
  );
  await insertRows(
    server.db,
    server.app.registry,
    resource,
    tenant,
    records.map((record, index) => ({ ...sampleRecord(entity, index + 1, {}), ...references, ...record })),
    options,
  );
}

/** One sample record of `resource` written straight into `tenant` (plantRecords). */
export const plantRecord = (server: TestServer, tenant: string, resource: string, record: Record<string, unknown>): Promise<void> =>
  plantRecords(server, tenant, resource, [record]);
