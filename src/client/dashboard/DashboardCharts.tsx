import { Column, Line } from '@ant-design/charts';
import { Card, Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardFigures } from '../../shared/reports/api';
import { formatNumber } from '../format/number';
import { monthLabel, periodLabel } from '../../shared/reports/period-labels';
import { useLanguage } from '../routing/useLanguage';
import { useDarkMode } from '../theme/darkModeStore';

const HEIGHT = 240;

/** Volumes in and out per month and credits per compliance period (lazy: the chart library is large). */
export default function DashboardCharts({ figures }: { figures: DashboardFigures }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useDarkMode() ? 'classicDark' : 'classic';
  const axis = (unit: string) => ({
    x: { labelAutoHide: true, labelAutoRotate: false },
    y: { title: unit, labelFormatter: (value: number) => formatNumber(value) },
  });
  const tooltip = (unit: string) => ({ items: [{ channel: 'y', valueFormatter: (value: number) => `${formatNumber(value)} ${unit}` }] });
  const volumeUnit = t('reports:dashboard.volumes.unit');
  const creditUnit = t('reports:dashboard.credits.unit');
  const volumes = (figures.volumes ?? []).flatMap((point) =>
    (['inbound', 'outbound'] as const).map((direction) => ({
      x: monthLabel(point.month, language),
      series: t(`reports:dashboard.volumes.${direction}`),
      value: point[direction],
    })),
  );
  const credits = (figures.credits ?? []).flatMap((point) =>
    (['provisional', 'recorded'] as const).map((kind) => ({
      x: periodLabel(t, point.compliancePeriod),
      series: t(`reports:dashboard.credits.${kind}`),
      value: point[kind === 'provisional' ? 'provisionalCredits' : 'recordedCredits'],
    })),
  );
  return (
    <Row gutter={[16, 16]}>
      {figures.volumes && (
        <Col xs={24} xl={12}>
          <Card size="small" title={t('reports:dashboard.volumes.title')} data-testid="dashboard-volumes">
            {volumes.length === 0 ? (
              <Empty description={t('reports:dashboard.volumes.empty')} />
            ) : (
              <Line
                data={volumes}
                xField="x"
                yField="value"
                colorField="series"
                height={HEIGHT}
                theme={theme}
                axis={axis(volumeUnit)}
                tooltip={tooltip(volumeUnit)}
                legend={{ color: { position: 'top' } }}
                point={{ shapeField: 'circle', sizeField: 3 }}
              />
            )}
          </Card>
        </Col>
      )}
      {figures.credits && (
        <Col xs={24} xl={12}>
          <Card size="small" title={t('reports:dashboard.credits.title')} data-testid="dashboard-credits">
            {credits.length === 0 ? (
              <Empty description={t('reports:dashboard.credits.empty')} />
            ) : (
              <Column
                data={credits}
                xField="x"
                yField="value"
                colorField="series"
                group
                height={HEIGHT}
                theme={theme}
                style={{ maxWidth: 48 }}
                axis={axis(creditUnit)}
                tooltip={tooltip(creditUnit)}
                legend={{ color: { position: 'top' } }}
              />
            )}
          </Card>
        </Col>
      )}
    </Row>
  );
}
