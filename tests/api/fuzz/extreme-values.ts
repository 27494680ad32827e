import { REFUSED_KEYS } from '../../../src/shared/record-key';
import type { PropertySchema, Registry } from '../../../src/shared/registry';

/** A body with one field set to a value given as JSON text (so 9007199254740993 stays as written). */
export interface ExtremeCase {
  resource: string;
  /** The field as a refusal names it: `quantityLoaded`, `certificates.0.share`. */
  field: string;
  json: string;
}

/** Number literals no number property takes: JSON.parse loses them (beyond 2^53) or they pass every realistic bound. */
const HUGE = ['1e300', '-1e300', '9007199254740993', '-9007199254740993'];

/** The values just outside a number's bounds, as JSON text. */
function outOfRange(property: PropertySchema): string[] {
  const below = property.exclusiveMinimum ?? (property.minimum === undefined ? undefined : property.minimum - 1);
  const above = property.exclusiveMaximum ?? (property.maximum === undefined ? undefined : property.maximum + 1);
  return [below, above].filter((value): value is number => value !== undefined).map(String);
}

/** Stands in for the extreme value until the body is text. */
const MARKER = '\u0000extreme\u0000';

/** `sample` as JSON text with the (dotted) `field` set to `json`. */
function bodyWith(sample: Record<string, unknown>, field: string, json: string): string {
  const body = structuredClone(sample);
  const path = field.split('.');
  const parent = path.slice(0, -1).reduce((node, segment) => node[segment] as Record<string, unknown>, body);
  parent[path.at(-1)!] = MARKER;
  return JSON.stringify(body).replace(JSON.stringify(MARKER), json);
}

/**
 * For every resource whose records are written through the generic POST (not `x-managed`, a key the user
 * chooses): its key set to each of REFUSED_KEYS, and each writable number (also in a list's first entry) set
 * to values just outside its bounds, ±1e300 and ±9007199254740993. `samples` holds a body each POST takes.
 */
export function extremeValues(registry: Registry, samples: ReadonlyMap<string, Record<string, unknown>>): ExtremeCase[] {
  const cases: ExtremeCase[] = [];
  for (const entity of registry.values()) {
    const resource = entity['x-resource'];
    const sample = samples.get(resource);
    if (entity['x-managed'] || !sample) continue;
    const add = (field: string, values: string[]) => cases.push(...values.map((json) => ({ resource, field, json: bodyWith(sample, field, json) })));
    const keyName = entity['x-key'];
    if (!entity.properties[keyName].readOnly)
      add(
        keyName,
        REFUSED_KEYS.map((key) => JSON.stringify(key)),
      );
    for (const [name, property] of Object.entries(entity.properties)) {
      if (property.readOnly) continue;
      const isNumber = (candidate: PropertySchema) => (candidate.type === 'number' || candidate.type === 'integer') && !candidate.enum;
      if (isNumber(property)) add(name, [...outOfRange(property), ...HUGE]);
      const entries = Array.isArray(sample[name]) && sample[name].length ? Object.entries(property.items?.properties ?? {}) : [];
      for (const [entryName, item] of entries.filter(([, item]) => isNumber(item))) add(`${name}.0.${entryName}`, [...outOfRange(item), ...HUGE]);
    }
  }
  return cases;
}
