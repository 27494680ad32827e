import { type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LinkedRecord } from '../../../shared/links';
import { formatNumber } from '../../format/number';
import { editRoute, entityRoutes } from '../../registry/entityRoutes';
import { registry } from '../../registry/registry';
import { localPath } from '../../routing/paths';
import { useLanguage } from '../../routing/useLanguage';
import { fieldLabel } from '../../../shared/labels';
import { WideTable } from '../table/WideTable';

const PAGE_SIZE = 20;

interface LinkedRecordsTableProps {
  /** Resource of the listed records (the targets on the source's page, the sources on the target's). */
  resource: string;
  items: LinkedRecord[];
  loading?: boolean;
  emptyText: string;
  /** Unit of the link's quantity; no quantity column without one. */
  unit?: string;
  /** Titles of the target-bound columns (quantity links with a targetLimit, source side only). */
  targetBound?: { limit: string; assigned: string };
  actions?: (record: LinkedRecord) => ReactNode;
  testId: string;
}

/** The records on the other side of a link: key (to its edit page), label, quantity. */
export function LinkedRecordsTable({ resource, items, loading, emptyText, unit, targetBound, actions, testId }: LinkedRecordsTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const entity = registry.get(resource);
  const keyProperty = entity?.['x-key'] ?? 'id';
  const labelProperty = entity?.['x-label'];
  const number = (value: number | null | undefined) => formatNumber(value);

  const columns: TableColumnsType<LinkedRecord> = [
    {
      key: 'key',
      title: entity ? fieldLabel(t, entity, keyProperty) : keyProperty,
      render: (_, record) =>
        entity ? (
          <Link to={localPath(language, editRoute(entityRoutes(entity), record.key))} data-testid="linked-key">
            {record.key}
          </Link>
        ) : (
          record.key
        ),
    },
  ];
  // An entity labelled by its key (a CATS credit by its id) would show the key twice.
  if (entity && labelProperty && labelProperty !== keyProperty) {
    columns.push({ key: 'label', title: fieldLabel(t, entity, labelProperty), dataIndex: 'label' });
  }
  if (unit) {
    columns.push({ key: 'quantity', title: t('generic.links.section.quantity', { unit }), dataIndex: 'quantity', align: 'right', render: number });
  }
  if (targetBound) {
    columns.push(
      { key: 'targetLimit', title: targetBound.limit, dataIndex: 'targetLimit', align: 'right', render: number },
      { key: 'targetAssigned', title: targetBound.assigned, dataIndex: 'targetAssigned', align: 'right', render: number },
    );
  }
  if (actions) columns.push({ key: 'actions', title: t('generic.list.actions'), render: (_, record) => actions(record) });

  return (
    <WideTable<LinkedRecord>
      size="small"
      rowKey="key"
      loading={loading}
      dataSource={items}
      columns={columns}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true }}
      locale={{ emptyText }}
      // Narrow screens scroll the table instead of squeezing its columns.
      data-testid={testId}
    />
  );
}
