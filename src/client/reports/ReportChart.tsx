import { Column } from '@ant-design/charts';
import { useTranslation } from 'react-i18next';
import type { ReportChartPoint, ReportDeclaration } from '../../shared/reports/api';
import { formatNumber } from '../format/number';
import { useLanguage } from '../routing/useLanguage';
import { useDarkMode } from '../theme/darkModeStore';
import { cellText } from './reportCells';

/**
 * The report's chart from the server's points (lazy: the chart library is large). A series column
 * (feedstock, facility, product) stacks its values; several measures stand side by side.
 */
export default function ReportChart({ report, points, height }: { report: ReportDeclaration; points: ReportChartPoint[]; height: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dark = useDarkMode();
  const column = (key: string) => report.columns.find((candidate) => candidate.key === key)!;
  const units = new Set(report.chart.y.map((key) => column(key).unit));
  const unit = units.size === 1 ? [...units][0] : undefined;
  const unitText = unit ? t(`reports:units.${unit}`) : '';
  // A measure kept apart per unit arrives as "measure|unit": "Brought in (kg)".
  const measureLabel = (series: string) => {
    const [measure, rowUnit] = series.split('|');
    const label = t(`reports:columns.${measure}`);
    return rowUnit ? `${label} (${t(`reports:values.unit.${rowUnit}`, { defaultValue: rowUnit })})` : label;
  };
  // Rows without a value in the series column (a movement without feedstock) still count: their series is named so.
  const unnamed = report.chart.series ? t('reports:chart.unnamedSeries', { column: t(`reports:columns.${report.chart.series}`) }) : '';
  const seriesLabel = (series: string) => (report.chart.series ? series || unnamed : measureLabel(series));
  const data = points.map((point) => ({ x: cellText(t, language, column(report.chart.x), point.x), series: seriesLabel(point.series), value: point.value }));
  const stacked = Boolean(report.chart.series);
  // The chart is drawn on a canvas: its legend is named here for screen readers (and checked by the browser tests).
  const legend = [...new Set(data.map((point) => point.series))].join(', ');
  return (
    <div role="img" aria-label={t('reports:chart.legend', { series: legend })} data-testid="report-chart-legend">
      <Column
        data={data}
        xField="x"
        yField="value"
        colorField="series"
        stack={stacked}
        group={!stacked}
        height={height}
        style={{ maxWidth: 48 }}
        theme={dark ? 'classicDark' : 'classic'}
        axis={{ x: { labelAutoHide: true, labelAutoRotate: false }, y: { title: unitText, labelFormatter: (value: number) => formatNumber(value) } }}
        tooltip={{ items: [{ channel: 'y', valueFormatter: (value: number) => `${formatNumber(value)} ${unitText}`.trim() }] }}
        legend={{ color: { position: 'top' } }}
      />
    </div>
  );
}
