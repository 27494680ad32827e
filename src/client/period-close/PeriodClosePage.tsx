import './periodClose.css';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Segmented, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Capped, CloseBalance, CloseStatus, CloseOutbound } from '../../shared/period-close/api';
import { monthRange, type DateRange } from '../../shared/reports/periods';
import { useTenantToday } from '../access/useTenantToday';
import { translateApiError } from '../api/apiError';
import { saveBlob } from '../api/saveBlob';
import { useAuth } from '../auth/authStore';
import { useFormatters } from '../format/useFormatters';
import { displayValue } from '../generic/displayValue';
import { useNotify } from '../notifications/useNotify';
import { localPath } from '../routing/paths';
import { useLanguage } from '../routing/useLanguage';
import { AuditPackButton } from '../audit-pack/AuditPackButton';
import { CloseActions } from './CloseActions';
import { filteredListRoute, recordRoute } from './closeLinks';
import { defaultPeriod, isQuarter, periodChoices } from './periodChoices';
import { periodCloseApi } from './periodCloseApi';
import { registry } from '../registry/registry';
import { WideTable } from '../generic/table/WideTable';

const IMPORT_MESSAGES = 'import-messages';

// Status presets, not palette names: they take the theme's contrast colours (theme/contrast.ts).
const STATUS_COLORS = { open: 'default', inProgress: 'blue', completed: 'success', missing: 'error' } as const;

/** One line of the balances table: a balance, or a site and product without one in the period. */
interface BalanceLine {
  key: string;
  site: string;
  product: string;
  balance?: CloseBalance;
  missingMonths: string[];
}

function balanceLines(status: CloseStatus): BalanceLine[] {
  return status.siteProducts.flatMap(({ site, product, balances, missingMonths }) =>
    balances.length
      ? balances.map((balance) => ({ key: balance.id, site, product, balance, missingMonths }))
      : [{ key: `${site}|${product}`, site, product, missingMonths }],
  );
}

/** The first and last month of a month or quarter (`2025-Q4`: October to December), as the audit pack takes them. */
function packMonths(period: string): { from: string; to: string } {
  if (!isQuarter(period)) return { from: period, to: period };
  const [year, quarter] = [period.slice(0, 4), Number(period.slice(-1))];
  const month = (n: number) => `${year}-${String(n).padStart(2, '0')}`;
  return { from: month(quarter * 3 - 2), to: month(quarter * 3) };
}

/** The period-close page: for a month or quarter, what still stands between import and CATS, each line linked to where it is fixed. */
export default function PeriodClosePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const today = useTenantToday();
  const { tenant } = useAuth();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const period = params.get('period') ?? (today ? defaultPeriod(today) : undefined);
  const [exporting, setExporting] = useState(false);
  const query = useQuery({ queryKey: ['period-close', tenant, period], queryFn: () => periodCloseApi.status(period!), enabled: Boolean(period), retry: false });
  const to = (route: string) => localPath(language, route);
  const format = useFormatters();
  const number = (value: number | null | undefined) => format.number(value);
  /** A value of a record's property as its list shows it (enum labels, import type names). */
  const shown = (resource: string, property: string, value: unknown) => displayValue(t, format, registry.get(resource)!, property, value);

  const choose = (next: string) => setParams({ period: next });
  const kind = period && isQuarter(period) ? 'quarter' : 'month';
  const exportXlsx = async () => {
    setExporting(true);
    try {
      saveBlob(await periodCloseApi.export(period!, language), `period-close_${period}.xlsx`);
    } catch (error) {
      notify('error', t('periodClose.export'), translateApiError(t, error));
    } finally {
      setExporting(false);
    }
  };

  const status = query.data;
  const movementsLink = (resource: 'inbounds' | 'outbounds', site: string, product: string, days: DateRange) =>
    to(
      filteredListRoute(
        resource,
        { [resource === 'inbounds' ? 'dischargeSite' : 'loadingSite']: site, product },
        {
          field: resource === 'inbounds' ? 'dischargeDate' : 'loadingDate',
          ...days,
        },
      ),
    );
  const more = (section: Capped<unknown>) =>
    section.total > section.rows.length ? (
      <Typography.Text type="secondary">{t('periodClose.more', { shown: section.rows.length, total: section.total })}</Typography.Text>
    ) : null;
  const outboundColumns = [
    {
      key: 'key',
      title: t('periodClose.columns.number'),
      render: (row: CloseOutbound) => <Link to={to(recordRoute('outbounds', row.key))}>{row.key}</Link>,
    },
    { key: 'date', title: t('periodClose.columns.date'), render: (row: CloseOutbound) => format.date(row.date) },
    { key: 'site', title: t('periodClose.columns.site'), dataIndex: 'site' },
    {
      key: 'product',
      title: t('periodClose.columns.product'),
      render: (row: CloseOutbound) => (
        <Link to={to(filteredListRoute('carbonintensityconfigurations', { site: row.site, outputProduct: row.product }))}>{row.product}</Link>
      ),
    },
    {
      key: 'quantityM3',
      title: t('periodClose.columns.quantityM3'),
      align: 'right' as const,
      render: (row: CloseOutbound) => number(row.quantityM3),
    },
  ];
  const section = (testId: string, title: ReactNode, content: ReactNode) => (
    <Card size="small" title={title} className="period-close-section" data-testid={testId}>
      {content}
    </Card>
  );

  return (
    <div className="page period-close">
      <Typography.Title level={2} data-testid="page-title">
        {t('periodClose.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('periodClose.intro')}</Typography.Paragraph>
      <Space wrap className="period-close-toolbar">
        <Segmented
          value={kind}
          options={[
            { value: 'month', label: t('periodClose.month') },
            { value: 'quarter', label: t('periodClose.quarter') },
          ]}
          onChange={(value) => today && choose(value === 'quarter' ? periodChoices(today, 'quarter', 2)[1] : defaultPeriod(today))}
          data-testid="period-kind"
        />
        <Select
          className="period-close-period"
          aria-label={t('periodClose.period')}
          value={period}
          showSearch
          placeholder={t('periodClose.periodPlaceholder')}
          options={today ? periodChoices(today, kind, kind === 'month' ? 36 : 12).map((value) => ({ value, label: value })) : []}
          onChange={choose}
          data-testid="period-select"
        />
        <Button icon={<DownloadOutlined />} loading={exporting} disabled={!status} onClick={() => void exportXlsx()} data-testid="period-export">
          {t('periodClose.export')}
        </Button>
        {period && <AuditPackButton {...packMonths(period)} sites={status ? [...new Set(status.siteProducts.map((line) => line.site))].sort() : undefined} />}
      </Space>
      {period && status && (
        <CloseActions period={period} onApplied={() => void queryClient.invalidateQueries({ queryKey: ['period-close', tenant, period] })} />
      )}
      {query.isError && <Alert type="error" message={t('periodClose.loadError')} description={translateApiError(t, query.error)} />}
      {query.isLoading && <Spin />}
      {status && (
        <div className="period-close-sections">
          {section(
            'close-balances',
            t('periodClose.sections.balances'),
            <WideTable<BalanceLine>
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={balanceLines(status)}
              columns={[
                { key: 'site', title: t('periodClose.columns.site'), dataIndex: 'site' },
                { key: 'product', title: t('periodClose.columns.product'), dataIndex: 'product' },
                {
                  key: 'balance',
                  title: t('periodClose.columns.balance'),
                  render: (line: BalanceLine) => (line.balance ? <Link to={to(recordRoute('mass-balances', line.balance.id))}>{line.balance.id}</Link> : null),
                },
                {
                  key: 'status',
                  title: t('periodClose.columns.status'),
                  render: (line: BalanceLine) => {
                    const value = line.balance?.status ?? 'missing';
                    return <Tag color={STATUS_COLORS[value]}>{t(`periodClose.status.${value}`)}</Tag>;
                  },
                },
                { key: 'unit', title: t('periodClose.columns.unit'), render: (line: BalanceLine) => line.balance?.unit },
                ...(['inputs', 'outputs', 'uncoveredInputs', 'uncoveredOutputs', 'errorLines'] as const).map((field) => ({
                  key: field,
                  title: t(`periodClose.columns.${field}`),
                  align: 'right' as const,
                  render: (line: BalanceLine) => (line.balance ? number(line.balance[field]) : null),
                })),
                {
                  key: 'missingMonths',
                  title: t('periodClose.columns.missingMonths'),
                  render: (line: BalanceLine) => (
                    <Space size={4} wrap>
                      {line.missingMonths.map((month) => (
                        <Link key={month} to={movementsLink('inbounds', line.site, line.product, monthRange(month))}>
                          <Tag color="red">{month}</Tag>
                        </Link>
                      ))}
                    </Space>
                  ),
                },
              ]}
            />,
          )}
          {section(
            'close-movements',
            t('periodClose.sections.movementsOutside'),
            <>
              <Table
                size="small"
                rowKey={(row) => `${row.resource}|${row.key}`}
                pagination={false}
                dataSource={status.movementsOutside.rows}
                columns={[
                  { key: 'resource', title: t('periodClose.columns.resource'), render: (row) => t(`periodClose.resources.${row.resource}`) },
                  { key: 'key', title: t('periodClose.columns.number'), render: (row) => <Link to={to(recordRoute(row.resource, row.key))}>{row.key}</Link> },
                  { key: 'date', title: t('periodClose.columns.date'), render: (row) => format.date(row.date) },
                  { key: 'site', title: t('periodClose.columns.site'), dataIndex: 'site' },
                  { key: 'product', title: t('periodClose.columns.product'), dataIndex: 'product' },
                  { key: 'status', title: t('periodClose.columns.status'), render: (row) => shown(row.resource, 'movementStatus', row.status) },
                ]}
              />
              {more(status.movementsOutside)}
            </>,
          )}
          {status.unconfiguredOutbounds &&
            section(
              'close-unconfigured',
              t('periodClose.sections.unconfigured'),
              <>
                <Table size="small" rowKey="key" pagination={false} dataSource={status.unconfiguredOutbounds.rows} columns={outboundColumns} />
                {more(status.unconfiguredOutbounds)}
              </>,
            )}
          {status.credits &&
            section(
              'close-credits',
              t('periodClose.sections.credits', { period: status.credits.compliancePeriod }),
              <>
                <Descriptions size="small" column={{ xs: 1, md: 4 }}>
                  <Descriptions.Item label={t('periodClose.credits.provisional')}>{number(status.credits.provisionalCredits)}</Descriptions.Item>
                  <Descriptions.Item label={t('periodClose.credits.recorded')}>{number(status.credits.recordedCredits)}</Descriptions.Item>
                  <Descriptions.Item label={t('periodClose.credits.assigned')}>{number(status.credits.assignedCredits)}</Descriptions.Item>
                  <Descriptions.Item label={t('periodClose.credits.difference')}>{number(status.credits.difference)}</Descriptions.Item>
                </Descriptions>
                <Typography.Title level={5}>{t('periodClose.sections.unassigned')}</Typography.Title>
                <Table
                  size="small"
                  rowKey="key"
                  pagination={false}
                  dataSource={status.credits.unassigned}
                  columns={[
                    {
                      key: 'key',
                      title: t('periodClose.columns.credit'),
                      render: (row) => <Link to={to(recordRoute('catscredits', row.key))}>{row.key}</Link>,
                    },
                    { key: 'quantity', title: t('periodClose.columns.quantity'), align: 'right', render: (row) => number(row.quantity) },
                    { key: 'assigned', title: t('periodClose.columns.assigned'), align: 'right', render: (row) => number(row.assigned) },
                  ]}
                />
                <Typography.Title level={5}>{t('periodClose.sections.unlinked')}</Typography.Title>
                <Table size="small" rowKey="key" pagination={false} dataSource={status.credits.unlinkedOutbounds} columns={outboundColumns} />
              </>,
            )}
          {status.imports &&
            section(
              'close-imports',
              <Space>
                {t('periodClose.sections.imports')}
                {status.imports.failed > 0 && (
                  <Link to={to(filteredListRoute('import-messages', { importStatus: 'failed' }))}>
                    <Tag color="red">{t('periodClose.failedImports', { count: status.imports.failed })}</Tag>
                  </Link>
                )}
              </Space>,
              <>
                <Table
                  size="small"
                  rowKey="id"
                  pagination={false}
                  dataSource={status.imports.runs.rows}
                  columns={[
                    { key: 'importType', title: t('periodClose.columns.importType'), render: (row) => shown(IMPORT_MESSAGES, 'importType', row.importType) },
                    {
                      key: 'importStatus',
                      title: t('periodClose.columns.importStatus'),
                      render: (row) => (
                        <Tag color={row.importStatus === 'failed' ? 'error' : 'success'}>{shown(IMPORT_MESSAGES, 'importStatus', row.importStatus)}</Tag>
                      ),
                    },
                    { key: 'fileName', title: t('periodClose.columns.fileName'), dataIndex: 'fileName' },
                    { key: 'startedAt', title: t('periodClose.columns.startedAt'), render: (row) => format.dateTime(row.startedAt) },
                    { key: 'errorCount', title: t('periodClose.columns.errorCount'), align: 'right', dataIndex: 'errorCount' },
                  ]}
                />
                {more(status.imports.runs)}
              </>,
            )}
        </div>
      )}
    </div>
  );
}
