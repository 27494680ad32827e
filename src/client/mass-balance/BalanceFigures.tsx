import { Alert, Card, Col, Row, Space, Statistic, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { uncoveredOf } from '../../shared/mass-balance/uncovered';
import { formatNumber } from '../format/number';
import { useFormatters } from '../format/useFormatters';
import { entityTitle, fieldLabel } from '../../shared/labels';
import { registry } from '../registry/registry';
import { useLanguage } from '../routing/useLanguage';
import { BALANCE_SOURCES, balanceSourcePath } from './balanceSources';
import { MASS_BALANCES } from './useBalance';

/** The derived figures of a balance as the domain reads them: the stock, then the sustainable side. */
const STOCK = ['openingStock', 'inputQuantity', 'productionOutput', 'outputQuantity', 'productionInput', 'closingStock'];
const SUSTAINABLE = ['sustainableOpeningStock', 'assignedQuantity', 'assignedOutput', 'difference', 'uncoveredQuantity'];
/** Figures that must not be negative to complete the balance. */
const NOT_NEGATIVE = new Set(['closingStock', 'difference']);
const PRODUCTION = new Set(['productionInput', 'productionOutput']);

interface FiguresProps {
  balance: Record<string, unknown>;
  unit: string;
}

function Figure({
  name,
  title,
  value,
  unit,
  negativeIsError,
  extra,
}: {
  name: string;
  title: string;
  value: number;
  unit: string;
  negativeIsError?: boolean;
  extra?: ReactNode;
}) {
  return (
    <Col xs={12} md={8} xl={4}>
      <Statistic
        title={title}
        value={value}
        formatter={() => formatNumber(value)}
        suffix={unit}
        valueStyle={negativeIsError && value < 0 ? { color: 'var(--ant-color-error)' } : undefined}
        data-testid={`figure-${name}`}
      />
      {extra}
    </Col>
  );
}

/**
 * Beside the closing stock: the measured stock at the period's end (tank measurements) with its date,
 * and the deviation measured − closing; a dash where the period has no measurement in the unit.
 */
function MeasuredStock({ balance, unit }: FiguresProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const measured = balance.measuredStock;
  if (typeof measured !== 'number') {
    return (
      <Col xs={12} md={8} xl={4}>
        <Statistic title={t('massBalance.stock.measured')} value="–" data-testid="figure-measuredStock" />
        <div className="mass-balance__figure-note">{t('massBalance.stock.none')}</div>
      </Col>
    );
  }
  const deviation = Number(balance.stockDeviation ?? 0);
  return (
    <>
      <Figure
        name="measuredStock"
        title={t('massBalance.stock.measured')}
        value={measured}
        unit={unit}
        extra={<div className="mass-balance__figure-note">{t('massBalance.stock.measuredOn', { date: format.date(String(balance.measuredStockDate)) })}</div>}
      />
      <Figure name="stockDeviation" title={t('massBalance.stock.deviation')} value={deviation} unit={unit} />
    </>
  );
}

function StockGroup({ balance, unit }: FiguresProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const entity = registry.get(MASS_BALANCES)!;
  const fromFigures = balance.productionSource === 'figures';
  const { site, product } = balance as { site?: string; product?: string };
  const links = site && product && (
    <Space size="middle" wrap>
      {BALANCE_SOURCES.map((resource) => (
        <Link key={resource} to={balanceSourcePath(language, resource, site, product)} data-testid={`link-${resource}`}>
          {entityTitle(t, registry.get(resource)!)}
        </Link>
      ))}
    </Space>
  );
  return (
    <Card size="small" title={t('massBalance.figures.stock')} extra={links} className="mass-balance__figures">
      <Row gutter={[16, 16]}>
        {STOCK.map((name) => (
          <Figure
            key={name}
            name={name}
            title={fieldLabel(t, entity, name)}
            value={Number(balance[name] ?? 0)}
            unit={unit}
            negativeIsError={NOT_NEGATIVE.has(name)}
            extra={PRODUCTION.has(name) && fromFigures ? <Tag data-testid={`source-${name}`}>{t('massBalance.stock.fromFigures')}</Tag> : undefined}
          />
        ))}
        <MeasuredStock balance={balance} unit={unit} />
      </Row>
    </Card>
  );
}

function SustainableGroup({ balance, unit }: FiguresProps) {
  const { t } = useTranslation();
  const entity = registry.get(MASS_BALANCES)!;
  return (
    <Card size="small" title={t('massBalance.figures.sustainable')} className="mass-balance__figures">
      <Row gutter={[16, 16]}>
        {SUSTAINABLE.map((name) => (
          <Figure
            key={name}
            name={name}
            title={fieldLabel(t, entity, name)}
            value={Number(balance[name] ?? 0)}
            unit={unit}
            negativeIsError={NOT_NEGATIVE.has(name)}
          />
        ))}
        <Figure name="uncoveredOutput" title={t('massBalance.figures.uncoveredOutput')} value={uncoveredOf(balance).outputs} unit={unit} />
      </Row>
    </Card>
  );
}

/** A completed balance says what it left uncovered: that material counts as not sustainable. */
function CompletedUncovered({ balance, unit }: FiguresProps) {
  const { t } = useTranslation();
  const { inputs, outputs } = uncoveredOf(balance);
  if (balance.balanceStatus !== 'completed' || (inputs <= 0 && outputs <= 0)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message={t('massBalance.completedUncovered', { inputs: formatNumber(inputs), outputs: formatNumber(outputs), unit })}
      data-testid="completed-uncovered"
    />
  );
}

/** Opening stock to closing stock with the measured stock beside it, the sustainable side, the movements lacking their quantity and what a completed balance left uncovered. */
export function BalanceFigures({ balance, unit }: FiguresProps) {
  const { t } = useTranslation();
  const errors = Number(balance.movementErrors ?? 0);
  return (
    <>
      {errors > 0 && <Alert type="warning" showIcon message={t('massBalance.errorLines', { count: errors, unit })} data-testid="movement-errors" />}
      <CompletedUncovered balance={balance} unit={unit} />
      <StockGroup balance={balance} unit={unit} />
      <SustainableGroup balance={balance} unit={unit} />
    </>
  );
}
