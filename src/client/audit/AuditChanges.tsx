import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldKind } from '../../shared/field-kind';
import { fieldLabel } from '../../shared/labels';
import { isKeyAlias } from '../../shared/record-key';
import { useFormatters } from '../format/useFormatters';
import { registry } from '../registry/registry';
import { auditDiff, auditValue, type AuditFieldChange, type AuditRecord } from './auditDiff';

interface AuditChangesProps {
  entity: string;
  before: AuditRecord;
  after: AuditRecord;
}

/** Before and after of one audit entry side by side; changed fields are highlighted. */
export function AuditChanges({ entity, before, after }: AuditChangesProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const schema = registry.get(entity);
  // An instant is read in the user's zone, as everywhere else; a list as the export shows it; other values as stored.
  const text = (field: string, value: unknown) => {
    const property = schema?.properties[field];
    return property && fieldKind(property) === 'dateTime' && typeof value === 'string' ? format.dateTime(value) : auditValue(value, property);
  };
  const cell = (side: 'before' | 'after') => (value: unknown, row: AuditFieldChange) =>
    row.changed ? (
      <Typography.Text mark={side === 'after'} delete={side === 'before' && value !== undefined}>
        {text(row.field, value)}
      </Typography.Text>
    ) : (
      text(row.field, value)
    );
  return (
    <Table<AuditFieldChange>
      size="small"
      pagination={false}
      rowKey="field"
      dataSource={auditDiff(before, after).filter((row) => !schema || !isKeyAlias(row.field, schema))}
      rowClassName={(row) => (row.changed ? 'audit-changes__changed' : '')}
      data-testid="audit-changes"
      columns={[
        { key: 'field', title: t('logs.field'), render: (_, row) => (schema ? fieldLabel(t, schema, row.field) : row.field) },
        { key: 'before', title: t('logs.before'), dataIndex: 'before', render: cell('before') },
        { key: 'after', title: t('logs.after'), dataIndex: 'after', render: cell('after') },
      ]}
    />
  );
}
