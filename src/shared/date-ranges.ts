import { isCalendarDate, isDateTime } from './calendar';
import type { EntitySchema } from './registry';

/** A pair of date properties of one record where `to` must not lie before `from` (registry `x-date-ranges`). */
export interface DateRange {
  from: string;
  to: string;
}

/** One broken range: the `to` field is named, `after` is the field it must not precede. */
export interface DateRangeError {
  field: string;
  after: string;
}

export const DATE_RANGE_RULE = 'x-date-ranges';
export const DATE_RANGE_MESSAGE_KEY = 'validation.dateRange';

/**
 * The ranges of a record whose end lies before its start. Only two well-formed dates are compared: a
 * missing or malformed one is the business of the field's own rules. Dates and date-times compare by
 * their calendar day, so a range of one day is valid.
 */
export function dateRangeErrors(entity: EntitySchema, record: Record<string, unknown>): DateRangeError[] {
  const day = (value: unknown) => (typeof value === 'string' && (isCalendarDate(value) || isDateTime(value)) ? value.slice(0, 10) : undefined);
  return (entity['x-date-ranges'] ?? []).flatMap(({ from, to }) => {
    const start = day(record[from]);
    const end = day(record[to]);
    return start !== undefined && end !== undefined && end < start ? [{ field: to, after: from }] : [];
  });
}

/** Why an entity's x-date-ranges is wrong, or undefined (registry loader). */
export function dateRangesProblem(entity: EntitySchema): string | undefined {
  for (const range of entity['x-date-ranges'] ?? []) {
    for (const name of [range.from, range.to]) {
      const format = entity.properties[name]?.format;
      if (format !== 'date' && format !== 'date-time') return `x-date-ranges: "${name}" is not one of its date properties`;
    }
    if (range.from === range.to) return `x-date-ranges: "${range.from}" cannot end its own range`;
  }
  return undefined;
}

/** The start fields of the ranges `property` ends (a form re-checks the end when a start changes). */
export function rangeStarts(entity: EntitySchema, property: string): string[] {
  return (entity['x-date-ranges'] ?? []).filter(({ to }) => to === property).map(({ from }) => from);
}
