import type { CrudFilter } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import { instantOfDayEdge } from '../format/date';

export interface AuditFilterValues {
  entity?: string;
  key?: string;
  action?: string;
  user?: string;
  /** Days in the user's time zone: from the start of the first to the end of the last. */
  period?: [Dayjs | null, Dayjs | null] | null;
}

/** The form's values as refine filters; simple-rest sends them as entity=, key_like=, action=, user_like=, at_gte=, at_lte=. */
export function auditFilters(values: AuditFilterValues, timeZone: string): CrudFilter[] {
  const text = (value?: string) => value?.trim() || undefined;
  const day = (value: Dayjs | null | undefined, edge: 'start' | 'end') => (value ? instantOfDayEdge(value.format('YYYY-MM-DD'), edge, timeZone) : undefined);
  const filters: CrudFilter[] = [
    { field: 'entity', operator: 'eq', value: values.entity },
    { field: 'key', operator: 'contains', value: text(values.key) },
    { field: 'action', operator: 'eq', value: values.action },
    { field: 'user', operator: 'contains', value: text(values.user) },
    { field: 'at', operator: 'gte', value: day(values.period?.[0], 'start') },
    { field: 'at', operator: 'lte', value: day(values.period?.[1], 'end') },
  ];
  return filters.filter((filter) => filter.value !== undefined && filter.value !== null && filter.value !== '');
}
