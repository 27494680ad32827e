import type { EntitySchema, PropertySchema } from './registry';

/**
 * Units whose amounts add up to an amount of the same unit (schemas/README.md `x-sum`): masses, volumes and
 * emissions. Rates and shares (`%`, `gCO2e/MJ`, `MJ/m3`, `CAD/tCO2e`) do not.
 */
export const ADDITIVE_UNITS: readonly string[] = ['Kg', 'L15°', 'm3', 'tCO2e'];

/** The problem of a property's `x-sum`, or undefined: only `true` on a `number` measured in one additive unit. */
export function sumProblem(name: string, property: PropertySchema): string | undefined {
  const sum = property['x-sum'];
  if (sum === undefined) return undefined;
  if (sum !== true || property.type !== 'number' || property.enum !== undefined)
    return `property "${name}" can have x-sum only as true on a number without enum`;
  // A quantity without x-unit is measured in a unit that varies per row (a movement's product unit): its sum would add Kg to L15°.
  if (!ADDITIVE_UNITS.includes(property['x-unit'] ?? ''))
    return `property "${name}" can have x-sum only with an x-unit that adds up (${ADDITIVE_UNITS.join(', ')})`;
  return undefined;
}

/** The properties of the entity whose list shows a total (`x-sum`), in schema order. */
export function sumProperties(entity: EntitySchema): string[] {
  return Object.entries(entity.properties)
    .filter(([, property]) => property['x-sum'] === true)
    .map(([name]) => name);
}

/** The totals of a filtered list by property (GET /{resource}.sums): exact decimal sums as JSON numbers, 0 for no rows. */
export type ListSums = Record<string, number>;
