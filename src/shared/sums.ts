import type { Entities, EntitySchema, PropertySchema } from './registry';

/**
 * Units whose amounts add up to an amount of the same unit (schemas/README.md `x-sum`): masses, volumes and
 * emissions. Rates and shares (`%`, `gCO2e/MJ`, `MJ/m3`, `CAD/tCO2e`) do not.
 */
export const ADDITIVE_UNITS: readonly string[] = ['Kg', 'L15°', 'm3', 'tCO2e'];

/**
 * A quantity whose unit varies per record (`x-unit-from`): the unit is the `property` of the record the
 * quantity's own `reference` property names; of a versioned one, the version in effect on the record's `on` date.
 */
export interface UnitFrom {
  reference: string;
  property: string;
  on?: string;
}

/** The problem of a property's `x-sum`, or undefined: only `true` on a `number` measured in one additive unit, or in a unit per record (x-unit-from). */
export function sumProblem(name: string, property: PropertySchema): string | undefined {
  const sum = property['x-sum'];
  if (sum === undefined) return undefined;
  if (sum !== true || property.type !== 'number' || property.enum !== undefined)
    return `property "${name}" can have x-sum only as true on a number without enum`;
  // A unit per record is summed per unit; unitFromProblem checks that each of its units adds up.
  if (property['x-unit-from'] !== undefined) return undefined;
  // A quantity without a unit of its own would add Kg to L15°.
  if (!ADDITIVE_UNITS.includes(property['x-unit'] ?? ''))
    return `property "${name}" can have x-sum only with an x-unit that adds up (${ADDITIVE_UNITS.join(', ')}) or with x-unit-from`;
  return undefined;
}

const isText = (value: unknown) => typeof value === 'string' && value.length > 0;

/** The problem of a property's `x-unit-from` once every entity is known, or undefined. */
export function unitFromProblem(registry: Entities, entity: EntitySchema, name: string): string | undefined {
  const property = entity.properties[name];
  const from = property['x-unit-from'] as unknown;
  if (from === undefined) return undefined;
  const problem = (text: string) => `property "${name}" x-unit-from: ${text}`;
  if (typeof from !== 'object' || from === null || Array.isArray(from)) return problem('must be an object { reference, property, on }');
  const { reference, property: unitProperty, on, ...rest } = from as Record<string, unknown>;
  if (Object.keys(rest).length) return problem(`unknown key "${Object.keys(rest)[0]}"`);
  if (!isText(reference) || !isText(unitProperty)) return problem('needs reference and property');
  if (property.type !== 'number' || property['x-unit'] !== undefined) return problem('only on a number without x-unit');
  const target = entity.properties[reference as string]?.['x-ref']?.resource;
  if (target === undefined) return problem(`reference "${String(reference)}" is not a property of ${entity['x-resource']} with x-ref`);
  const units = registry.get(target)?.properties[unitProperty as string];
  if (units?.type !== 'string' || !units.enum?.length) return problem(`property "${String(unitProperty)}" of ${target} is not a string with an enum of units`);
  if (property['x-sum'] === true && !units.enum.every((unit) => ADDITIVE_UNITS.includes(String(unit)))) {
    return problem(`x-sum needs units that add up (${ADDITIVE_UNITS.join(', ')}); ${target} ${String(unitProperty)} has ${units.enum.join(', ')}`);
  }
  // A versioned record may change its unit: the quantity's date says which version measured it.
  if (registry.get(target)!['x-versioned']) {
    if (!isText(on) || entity.properties[on as string]?.format !== 'date')
      return problem(`on must name a date property of ${entity['x-resource']} (${target} is versioned)`);
  } else if (on !== undefined) return problem(`on is only for a versioned reference (${target} is not)`);
  return undefined;
}

/** The properties of the entity whose list shows a total (`x-sum`), in schema order. */
export function sumProperties(entity: EntitySchema): string[] {
  return Object.entries(entity.properties)
    .filter(([, property]) => property['x-sum'] === true)
    .map(([name]) => name);
}

/** The total of a quantity whose unit varies per record in one of its units; `unit: null` for records whose reference gives none. */
export interface UnitTotal {
  unit: string | null;
  sum: number;
}

/**
 * The totals of a filtered list by property (GET /{resource}.sums): exact decimal sums as JSON numbers. A
 * quantity of one unit (x-unit) has one total, 0 for no rows; a quantity in a unit per record (x-unit-from)
 * one per unit its records have (in the order of ADDITIVE_UNITS, records without a unit last; none for no
 * rows), never added across units.
 */
export type ListSums = Record<string, number | UnitTotal[]>;

/**
 * One total of a list as a flat key: a quantity of one unit by its name, one unit of a quantity in a unit per
 * record as `["quantityLoaded","Kg"]` (`null` for records without a unit). The server keeps the decimal texts
 * of a list's totals by these keys; checks compare totals by them.
 */
export function sumKey(property: string, unit?: string | null): string {
  return unit === undefined ? property : JSON.stringify([property, unit]);
}

/** The totals by their flat keys (sumKey). */
export function flatSums(sums: ListSums): Record<string, number> {
  return Object.fromEntries(
    Object.entries(sums).flatMap(([property, total]) =>
      typeof total === 'number' ? [[sumKey(property), total]] : total.map(({ unit, sum }) => [sumKey(property, unit), sum]),
    ),
  );
}

/**
 * A quantity's totals per unit as one text, "1.234,5 Kg · 567 L15°" (the list's totals row, the export's):
 * `number` writes a sum in the reader's format, `noUnit` names the unit of records without one; "0" for none.
 */
export function unitTotalsText(totals: UnitTotal[], number: (value: number) => string, noUnit: string): string {
  if (!totals.length) return number(0);
  return totals.map(({ unit, sum }) => `${number(sum)} ${unit ?? noUnit}`).join(' · ');
}
