import { DeleteOutlined, DownloadOutlined, DownOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Space, Tooltip, Typography, type ButtonProps } from 'antd';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_MAX, bulkSettable, type BulkAction } from '../../../shared/bulk';
import { entitySingular, enumLabel, fieldLabel } from '../../../shared/labels';
import { isCappedTotal } from '../../../shared/list-count';
import type { EntitySchema } from '../../../shared/registry';
import type { ExportFormat } from '../../../shared/reports/api';
import { formatNumber } from '../../format/number';
import type { ListSelection } from './useListSelection';
import { useAccess } from '../../access/useAccess';

interface BulkActionBarProps {
  entity: EntitySchema;
  selection: ListSelection;
  /** Rows shown on the page, and the list's total (the server's, COUNT_CAP + 1 for "more"). */
  pageRows: number;
  total: number;
  onSelectAllMatching: () => void;
  onClear: () => void;
  run: (selection: ListSelection, action: BulkAction, values?: Record<string, unknown>) => Promise<void>;
  /** The list's export, of the selected keys or (without) of every record the filter matches. */
  exportList: (format: ExportFormat, keys?: string[]) => void;
  exporting?: ExportFormat;
}

/**
 * Above the table while rows are ticked: how many, "select all N matching the filter" once the whole page
 * is, and the actions: delete, set a value the registry allows in bulk (x-bulk-set), export. Delete and set
 * ask first, naming how many records; more than BULK_MAX are refused before asking.
 */
export function BulkActionBar({ entity, selection, pageRows, total, onSelectAllMatching, onClear, run, exportList, exporting }: BulkActionBarProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const resource = entity['x-resource'];
  const canDelete = useAccess({ resource, action: 'delete' })?.can === true;
  const canEdit = useAccess({ resource, action: 'edit' })?.can === true;
  if (!selection.keys.length) return null;

  const count = selection.allMatching ? total : selection.keys.length;
  const tooMany = count > BULK_MAX;
  const lockValues = entity['x-lock']?.values ?? [];
  const confirm = (title: string, action: BulkAction, values?: Record<string, unknown>, locks = false) =>
    modal.confirm({
      title,
      content: createElement(
        'div',
        null,
        createElement(Typography.Paragraph, null, t('generic.bulk.refusedNote')),
        locks && createElement(Typography.Paragraph, { type: 'warning' }, t('generic.bulk.lockWarning')),
      ),
      okText: action === 'delete' ? t('generic.bulk.delete') : t('generic.save'),
      okButtonProps: { danger: action === 'delete', 'data-testid': 'bulk-confirm' } as ButtonProps,
      cancelText: t('generic.cancel'),
      onOk: () => run(selection, action, values),
    });
  const counted = { count, entity: entitySingular(t, entity) };
  const limited = (button: React.ReactNode) =>
    tooMany ? <Tooltip title={t('generic.bulk.tooMany', { limit: formatNumber(BULK_MAX) })}>{button}</Tooltip> : button;
  const wholePage = !selection.allMatching && selection.keys.length === pageRows && total > pageRows && !isCappedTotal(total);

  return (
    <Space wrap className="entity-list__bulk" data-testid="bulk-bar">
      <Typography.Text strong data-testid="bulk-count">
        {selection.allMatching ? t('generic.bulk.allSelected', { total: formatNumber(total) }) : t('generic.bulk.selected', { count: selection.keys.length })}
      </Typography.Text>
      {wholePage && (
        <Button type="link" size="small" onClick={onSelectAllMatching} data-testid="bulk-select-all">
          {t('generic.bulk.selectAll', { total: formatNumber(total) })}
        </Button>
      )}
      <Button type="link" size="small" onClick={onClear} data-testid="bulk-clear">
        {t('generic.bulk.clear')}
      </Button>
      {canDelete &&
        limited(
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={tooMany}
            onClick={() => confirm(t('generic.bulk.confirmDelete', counted), 'delete')}
            data-testid="bulk-delete"
          >
            {t('generic.bulk.delete')}
          </Button>,
        )}
      {canEdit &&
        [...bulkSettable(entity)].map(([property, values]) => {
          const field = fieldLabel(t, entity, property);
          const items = values.map((value) => ({ key: String(value), label: enumLabel(t, entity, property, value), 'data-testid': `bulk-set-${value}` }));
          const choose = ({ key }: { key: string }) => {
            const value = values.find((candidate) => String(candidate) === key)!;
            const title = t('generic.bulk.confirmSet', { ...counted, field, value: enumLabel(t, entity, property, value) });
            confirm(title, 'set', { [property]: value }, lockValues.includes(value));
          };
          return (
            <Dropdown key={property} disabled={tooMany} menu={{ items, onClick: choose }} trigger={['click']}>
              {limited(
                <Button disabled={tooMany} data-testid={`bulk-set-${property}`}>
                  {t('generic.bulk.set', { field })} <DownOutlined />
                </Button>,
              )}
            </Dropdown>
          );
        })}
      <Button
        icon={<DownloadOutlined />}
        loading={exporting === 'csv'}
        onClick={() => exportList('csv', selection.allMatching ? undefined : selection.keys)}
        data-testid="bulk-export-csv"
      >
        {t('generic.list.export')}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        loading={exporting === 'xlsx'}
        onClick={() => exportList('xlsx', selection.allMatching ? undefined : selection.keys)}
        data-testid="bulk-export-xlsx"
      >
        {t('generic.list.exportXlsx')}
      </Button>
    </Space>
  );
}
