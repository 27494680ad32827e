import './audit.css';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuditChanges } from './AuditChanges';
import { auditFilters } from './auditFilters';
import type { AuditAction } from '../../shared/audit/actions';
import { auditEntityLabel } from './auditEntityLabel';
import { AuditFilters } from './AuditFilters';
import type { AuditRecord } from './auditDiff';
import { useFormatters } from '../format/useFormatters';
import { useSettings } from '../settings/settingsStore';
import { WideTable } from '../generic/table/WideTable';
import { useServerTable } from '../generic/table/useServerTable';

interface AuditEntry {
  id: number;
  at: string;
  user: string;
  entity: string;
  key: string | null;
  action: AuditAction;
  before: AuditRecord;
  after: AuditRecord;
}

const ACTION_COLORS = { create: 'green', update: 'blue', delete: 'red', link: 'cyan', unlink: 'orange', import: 'purple' } as const;

/** The audit log of the current tenant for its admins (GET /audit-log), newest first. */
function AuditLog() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { itemsPerPage, timezone } = useSettings();
  const { tableProps, setFilters, setCurrentPage } = useServerTable<AuditEntry>({
    resource: 'audit-log',
    pagination: { pageSize: itemsPerPage },
    errorNotification: () => ({ type: 'error', message: t('logs.loadError') }),
  });
  return (
    <>
      <AuditFilters
        onApply={(values) => {
          setFilters(auditFilters(values, timezone), 'replace');
          setCurrentPage(1);
        }}
      />
      <WideTable<AuditEntry>
        {...tableProps}
        rowKey="id"
        data-testid="audit-log"
        expandable={{ expandedRowRender: (entry) => <AuditChanges entity={entry.entity} before={entry.before} after={entry.after} /> }}
        columns={[
          { key: 'at', title: t('logs.at'), dataIndex: 'at', render: (at: string) => format.dateTime(at) },
          {
            key: 'entity',
            title: t('logs.entity'),
            dataIndex: 'entity',
            render: (name: string) => auditEntityLabel(t, name),
          },
          { key: 'key', title: t('logs.key'), dataIndex: 'key' },
          {
            key: 'action',
            title: t('logs.action'),
            dataIndex: 'action',
            render: (action: AuditEntry['action']) => <Tag color={ACTION_COLORS[action]}>{t(`logs.actions.${action}`, { defaultValue: action })}</Tag>,
          },
          { key: 'user', title: t('logs.user'), dataIndex: 'user' },
        ]}
      />
    </>
  );
}

/** The audit log page: admins only (the route guard refuses others before the log loads). */
export default function AuditLogPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <Typography.Title level={2} data-testid="page-title">
        {t('menu.user.logs')}
      </Typography.Title>
      <AuditLog />
    </div>
  );
}
