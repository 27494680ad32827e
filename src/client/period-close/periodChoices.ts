/** The periods the chooser offers: months (`YYYY-MM`) or quarters (`YYYY-Qn`), newest first, ending with the one `today` lies in. */
export function periodChoices(today: string, kind: 'month' | 'quarter', count: number): string[] {
  const [year, month] = today.split('-').map(Number);
  if (kind === 'month') {
    return Array.from({ length: count }, (_, back) => {
      const index = year * 12 + month - 1 - back;
      return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    });
  }
  return Array.from({ length: count }, (_, back) => {
    const index = year * 4 + Math.ceil(month / 3) - 1 - back;
    return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
  });
}

/** The period to show first: the month before `today`'s, the one a team usually closes. */
export const defaultPeriod = (today: string) => periodChoices(today, 'month', 2)[1];

/** Whether a period is a quarter. */
export const isQuarter = (period: string) => /-Q[1-4]$/.test(period);
