import dayjs from 'dayjs';
import type { BalanceDay } from '../../shared/mass-balance/api';

/** Every day of the period, the days without movements as zeros: the chart's axis is the calendar, not the movement days. */
export function periodDays(days: readonly BalanceDay[], dateFrom: string, dateTo: string): BalanceDay[] {
  const byDate = new Map(days.map((day) => [day.date.slice(0, 10), day]));
  const all: BalanceDay[] = [];
  for (let date = dayjs(dateFrom); !date.isAfter(dayjs(dateTo), 'day'); date = date.add(1, 'day')) {
    const key = date.format('YYYY-MM-DD');
    all.push(byDate.get(key) ?? { date: key, input: 0, output: 0, covered: 0 });
  }
  return all;
}
