import dayjs, { type Dayjs } from 'dayjs';

/** Spec: a balance covers a calendar month by default, so the period ends with the month it starts in. */
export function defaultPeriodEnd(dateFrom: Dayjs): Dayjs {
  return dayjs(dateFrom).endOf('month').startOf('day');
}
