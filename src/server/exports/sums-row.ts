import type { EntitySchema } from '../../shared/registry';
import { sumProperties, type ListSums, type UnitTotal } from '../../shared/sums';

/** A cell of the totals row: its label, a column's sum, the sums per unit of a quantity in a unit per record (x-unit-from), or nothing. */
export type SumsCell = { label: string } | { sum: number } | { units: UnitTotal[] } | undefined;

/**
 * The summed columns among the exported ones, and the column that carries the row's label: the key where
 * it is exported (the round trip import knows the row by it: the label breaks every key pattern), else the
 * first column without a sum.
 */
export function sumsLayout(entity: EntitySchema, columns: string[]) {
  const summed = sumProperties(entity).filter((name) => columns.includes(name));
  const key = entity['x-key'];
  const labelColumn = columns.includes(key) ? key : columns.find((name) => !summed.includes(name));
  return { summed, labelColumn };
}

/** The export's last line: the label, then each summed column's total over the exported (filtered) list. */
export function sumsRow(columns: string[], layout: ReturnType<typeof sumsLayout>, sums: ListSums, label: string): SumsCell[] {
  return columns.map((column) => {
    if (column === layout.labelColumn) return { label };
    if (!layout.summed.includes(column)) return undefined;
    const sum = sums[column];
    return typeof sum === 'number' ? { sum } : { units: sum };
  });
}
