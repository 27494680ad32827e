import { Card, Col, Row, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreditPeriodSummary } from '../../shared/reports/api';
import { formatNumber } from '../format/number';
import { CREDIT_DIFFERENCE_THRESHOLD, isNotableDifference } from './creditDifference';
import { periodLabel } from '../../shared/reports/period-labels';

const CREDIT_DIGITS = { minimumFractionDigits: 3, maximumFractionDigits: 3 };
const credits = (value: number) => formatNumber(value, CREDIT_DIGITS);

/** Credit generation: per compliance period the provisional credits next to what CATS recorded and assigned. */
export function CreditSummary({ summary }: { summary: CreditPeriodSummary[] }) {
  const { t } = useTranslation();
  const unit = t('reports:units.tCO2e');
  return (
    <section className="credit-summary" data-testid="credit-summary">
      <Typography.Title level={4}>{t('reports:summary.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('reports:summary.scope')} {t('reports:summary.differenceHint', { threshold: formatNumber(CREDIT_DIFFERENCE_THRESHOLD) })}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {summary.map((period) => {
          const notable = isNotableDifference(period.difference);
          return (
            <Col key={period.compliancePeriod} xs={24} xxl={12}>
              <Card
                size="small"
                title={periodLabel(t, period.compliancePeriod)}
                extra={<Tag color={notable ? 'error' : 'success'}>{t(notable ? 'reports:summary.deviates' : 'reports:summary.matches')}</Tag>}
                className={notable ? 'credit-summary__card credit-summary__card--notable' : 'credit-summary__card'}
                data-testid="credit-summary-period"
              >
                <Row gutter={[16, 8]}>
                  {(['provisionalCredits', 'recordedCredits', 'assignedCredits'] as const).map((figure) => (
                    <Col key={figure} xs={12} sm={6}>
                      <Statistic title={t(`reports:summary.${figure.replace('Credits', '')}`)} value={credits(period[figure])} suffix={unit} />
                    </Col>
                  ))}
                  <Col xs={12} sm={6}>
                    <Statistic
                      title={t('reports:summary.difference')}
                      value={credits(period.difference)}
                      suffix={unit}
                      valueStyle={notable ? { color: 'var(--ant-color-error)', fontWeight: 600 } : undefined}
                      data-testid="credit-summary-difference"
                    />
                  </Col>
                </Row>
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
