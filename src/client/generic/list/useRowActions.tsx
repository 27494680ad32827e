import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { Button, Popconfirm, Space, Tooltip, type ButtonProps, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLockedRecord } from '../../../shared/record-lock';
import { useAccess } from '../../access/useAccess';
import type { EntitySchema } from '../../../shared/registry';
import { editRoute, entityRoutes } from '../../registry/entityRoutes';
import { localPath } from '../../routing/paths';
import { AfterRows } from '../table/AfterRows';
import { STICKY_RIGHT_COLUMN } from '../table/WideTable';
import { useLanguage } from '../../routing/useLanguage';
import { openInNewTab, opensElsewhere } from '../newTab';
import { fromList } from './listReturn';
import { useRecordDelete } from './useRecordDelete';

/**
 * Row click opens the record (in a new tab as a link would, see `open`); the edit, delete and create
 * actions are offered as the access rule allows (none for records only a domain service writes,
 * x-managed) and only once it has decided. Delete asks first and is off for locked records (x-lock).
 * The record page gets `listSearch`, the list's query, for its way back.
 */
export function useRowActions(entity: EntitySchema, listSearch: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const { remove, confirmText } = useRecordDelete(entity);
  const routes = entityRoutes(entity);
  const resource = entity['x-resource'];
  const canCreate = useAccess({ resource, action: 'create' })?.can === true;
  const canEdit = useAccess({ resource, action: 'edit' })?.can === true;
  const canDelete = useAccess({ resource, action: 'delete' })?.can === true;
  const keyOf = (record: BaseRecord) => String(record[entity['x-key']] ?? record.id);
  const recordPath = (record: BaseRecord) => localPath(language, editRoute(routes, keyOf(record)));
  /**
   * Opens the record here, handing it the list's query for the way back; clicked with Ctrl, ⌘, Shift or the
   * middle button, in a new tab as a link would be (the record then leads back to the plain list) while
   * this list stays as it is.
   */
  const open = (record: BaseRecord, event?: React.MouseEvent) => {
    if (event && opensElsewhere(event)) openInNewTab(recordPath(record));
    else void navigate(recordPath(record), { state: fromList(listSearch) });
  };
  /** The middle button fires no click, only an auxclick. */
  const openOnMiddle = (record: BaseRecord) => (event: React.MouseEvent) => event.button === 1 && open(record, event);
  const stop = (event: React.MouseEvent) => event.stopPropagation();

  const deleteButton = (locked: boolean) => (
    <Button size="small" danger icon={<DeleteOutlined />} disabled={locked} aria-label={t('generic.delete')} data-testid="delete-record" />
  );
  /** The edit and delete buttons of one record, as the table's actions column and a card show them. */
  const buttons = (record: BaseRecord) => (
    <Space onClick={stop} onAuxClick={stop}>
      {canEdit && (
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={(event) => open(record, event)}
          onAuxClick={openOnMiddle(record)}
          aria-label={t('generic.edit')}
          data-testid="edit-record"
        />
      )}
      {!canDelete ? null : isLockedRecord(entity, record) ? (
        <Tooltip title={t('generic.form.locked')}>{deleteButton(true)}</Tooltip>
      ) : (
        <Popconfirm
          title={confirmText(record)}
          okText={t('generic.delete')}
          cancelText={t('generic.cancel')}
          okButtonProps={{ danger: true, 'data-testid': 'confirm-delete' } as ButtonProps}
          onConfirm={() => remove(record)}
        >
          {deleteButton(false)}
        </Popconfirm>
      )}
    </Space>
  );
  const column: TableColumnType<BaseRecord> = {
    key: '_actions',
    title: t('generic.list.actions'),
    // Kept in view at the right edge by CSS (WideTable), not by antd's fixed columns, which measure every column.
    className: STICKY_RIGHT_COLUMN,
    width: 100,
    render: (_, record) => (
      <div className="entity-list__row-actions">
        <AfterRows>{buttons(record)}</AfterRows>
      </div>
    ),
  };
  return {
    column: canEdit || canDelete ? column : undefined,
    /** The record's buttons, undefined where the user may neither edit nor delete. */
    buttons: canEdit || canDelete ? buttons : undefined,
    onRow: (record: BaseRecord) => ({
      onClick: (event?: React.MouseEvent) => open(record, event),
      onAuxClick: openOnMiddle(record),
      className: 'entity-list__row',
    }),
    createPath: canCreate ? localPath(language, routes.create) : undefined,
    /** The state the create link hands on, like a row click. */
    linkState: fromList(listSearch),
  };
}
