import { Column } from '@ant-design/charts';
import { useTranslation } from 'react-i18next';
import type { BalanceDay } from '../../shared/mass-balance/api';
import { useFormatters } from '../format/useFormatters';
import { useDarkMode } from '../theme/darkModeStore';
import { periodDays } from './periodDays';

const SERIES = ['input', 'output', 'covered'] as const;

/** The period day by day: what came in, what went out and how much of the inputs proofs cover (lazy: the chart library is large). */
export default function BalanceChart({
  days,
  unit,
  dateFrom,
  dateTo,
  height,
}: {
  days: BalanceDay[];
  unit: string;
  dateFrom: string;
  dateTo: string;
  height: number;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const dark = useDarkMode();
  const data = periodDays(days, dateFrom, dateTo).flatMap((day) =>
    SERIES.map((series) => ({ date: format.date(day.date), series: t(`massBalance.chart.${series}`), value: day[series] })),
  );
  return (
    <Column
      data={data}
      xField="date"
      yField="value"
      colorField="series"
      group
      style={{ maxWidth: 24 }}
      height={height}
      theme={dark ? 'classicDark' : 'classic'}
      axis={{ x: { labelAutoHide: true, labelAutoRotate: false }, y: { title: unit, labelFormatter: (value: number) => format.number(value) } }}
      tooltip={{ items: [{ channel: 'y', valueFormatter: (value: number) => `${format.number(value)} ${unit}` }] }}
      legend={{ color: { position: 'top' } }}
    />
  );
}
