import { Table, type TableColumnType, type TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReportCellLink, ReportColumn, ReportDeclaration, ReportRow, ReportTotals } from '../../shared/reports/api';
import { filteredListQueryOf } from '../generic/list/filterParams';
import { ITEMS_PER_PAGE_OPTIONS } from '../../shared/settings';
import { entityRoutes, editRoute } from '../registry/entityRoutes';
import { registry } from '../registry/registry';
import { localPath } from '../routing/paths';
import { useLanguage } from '../routing/useLanguage';
import { cellText, columnTitle, numberText } from './reportCells';
import { WideTable } from '../generic/table/WideTable';

interface ReportTableProps {
  report: ReportDeclaration;
  rows: ReportRow[];
  totals: ReportTotals[];
  /** Paged on the server; without it every row is shown (the print view). */
  pagination?: TablePaginationConfig;
  /** Show the `detail` columns too (print view; the export always has them). */
  detail?: boolean;
  loading?: boolean;
}

const numeric = (column: ReportColumn) => column.type === 'number' || column.type === 'integer';

/** The report's rows under its column labels (units in the titles), with the totals of all rows as the last lines (one per unit where the report has totalsBy). */
export function ReportTable({ report, rows, totals, pagination, detail = false, loading }: ReportTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = report.columns.filter((column) => detail || !column.detail);
  const recordPath = (column: ReportColumn, key: string) => {
    const entity = column.resource ? registry.get(column.resource) : undefined;
    return entity ? localPath(language, editRoute(entityRoutes(entity), key)) : undefined;
  };
  // A finding that names where it is fixed links to that list, filtered to the row (credit rows without a configuration).
  const linkPath = (link: ReportCellLink, row: ReportRow) => {
    const entity = registry.get(link.resource);
    const filters = Object.fromEntries(Object.entries(link.filters).map(([field, source]) => [field, String(row[source] ?? '')]));
    return entity ? localPath(language, entityRoutes(entity).list) + filteredListQueryOf(filters) : undefined;
  };
  const columns: TableColumnType<ReportRow>[] = shown.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: columnTitle(t, column),
    align: numeric(column) ? 'right' : 'left',
    render: (value: ReportRow[string], row: ReportRow) => {
      const text = cellText(t, language, column, value);
      const path = column.type === 'ref' && text ? recordPath(column, text) : column.link?.value === value ? linkPath(column.link, row) : undefined;
      return path ? <Link to={path}>{text}</Link> : text;
    },
  }));
  const firstTotal = shown.findIndex((column) => column.total);
  // Report rows have no id of their own: their place in the answer is the key.
  const keys = new Map(rows.map((row, index) => [row, index]));
  return (
    <WideTable<ReportRow>
      data-testid="report-table"
      size="small"
      bordered
      loading={loading}
      columns={columns}
      dataSource={rows}
      rowKey={(row) => keys.get(row) ?? 0}
      pagination={pagination ? { showSizeChanger: true, pageSizeOptions: [...ITEMS_PER_PAGE_OPTIONS], ...pagination } : false}
      summary={() =>
        rows.length > 0 && firstTotal >= 0
          ? totals.map(({ group, values }) => (
              <Table.Summary.Row key={group ?? ''} className="report-table__totals" data-testid="report-totals">
                {shown.map((column, index) =>
                  index === 0 ? (
                    <Table.Summary.Cell key={column.key} index={index}>
                      {group === undefined ? t('reports:totals') : t('reports:totalsOf', { group })}
                    </Table.Summary.Cell>
                  ) : (
                    <Table.Summary.Cell key={column.key} index={index} align="right">
                      {column.total ? numberText(column, values[column.key]) : null}
                    </Table.Summary.Cell>
                  ),
                )}
              </Table.Summary.Row>
            ))
          : null
      }
    />
  );
}
