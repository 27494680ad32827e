import { Alert, Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../format/number';
import { fieldLabel } from '../../generic/labels';
import { registry } from '../../registry/registry';
import { MASS_BALANCES } from './useBalance';

/** The derived figures of a balance as the domain reads them: the stock, then the sustainable side. */
const STOCK = ['openingStock', 'inputQuantity', 'productionOutput', 'outputQuantity', 'productionInput', 'closingStock'];
const SUSTAINABLE = ['sustainableOpeningStock', 'assignedQuantity', 'assignedOutput', 'difference', 'uncoveredQuantity'];
/** Figures that must not be negative to complete the balance. */
const NOT_NEGATIVE = new Set(['closingStock', 'difference']);

function FigureGroup({ title, names, balance, unit }: { title: string; names: string[]; balance: Record<string, unknown>; unit: string }) {
  const { t } = useTranslation();
  const entity = registry.get(MASS_BALANCES)!;
  return (
    <Card size="small" title={title} className="mass-balance__figures">
      <Row gutter={[16, 16]}>
        {names.map((name) => {
          const value = Number(balance[name] ?? 0);
          return (
            <Col key={name} xs={12} md={8} xl={4}>
              <Statistic
                title={fieldLabel(t, entity, name)}
                value={value}
                formatter={() => formatNumber(value)}
                suffix={unit}
                valueStyle={NOT_NEGATIVE.has(name) && value < 0 ? { color: 'var(--ant-color-error)' } : undefined}
                data-testid={`figure-${name}`}
              />
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}

/** Opening stock to closing stock, the sustainable side and the movements lacking their quantity. */
export function BalanceFigures({ balance, unit }: { balance: Record<string, unknown>; unit: string }) {
  const { t } = useTranslation();
  const errors = Number(balance.movementErrors ?? 0);
  return (
    <>
      {errors > 0 && <Alert type="warning" showIcon message={t('massBalance.errorLines', { count: errors, unit })} data-testid="movement-errors" />}
      <FigureGroup title={t('massBalance.figures.stock')} names={STOCK} balance={balance} unit={unit} />
      <FigureGroup title={t('massBalance.figures.sustainable')} names={SUSTAINABLE} balance={balance} unit={unit} />
    </>
  );
}
