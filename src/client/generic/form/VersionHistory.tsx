import type { BaseRecord } from '@refinedev/core';
import { Alert, Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EntitySchema } from '../../../shared/registry';
import { displayValue } from '../displayValue';
import { entitySingular, fieldLabel } from '../../../shared/labels';
import { useValueFormatters } from '../useValueFormatters';
import { versionSearch } from './useEditedVersion';
import { useVersions } from './useVersions';

/** Who saved a version and when: the versions endpoint adds these to every version. */
const changedAt = (record: BaseRecord) => record.changedAt;
const changedBy = (record: BaseRecord) => record.changedBy;

/** Every version of a record, newest first; a row opens to show that version's values, "Open" shows it in the form. */
export function VersionHistory({ entity, recordKey }: { entity: EntitySchema; recordKey: string }) {
  const { t } = useTranslation();
  const format = useValueFormatters();
  const { versions, loading, failed } = useVersions(entity['x-resource'], recordKey, true);
  if (failed) return <Alert type="error" showIcon message={t('generic.notify.loadError', { entity: entitySingular(t, entity) })} />;
  const show = (property: string, value: unknown) => displayValue(t, format, entity, property, value);
  const audited = versions.some((record) => changedAt(record) !== undefined);
  return (
    <Table
      data-testid="version-history"
      rowKey={(record) => String(record.version)}
      loading={loading}
      dataSource={versions}
      pagination={false}
      size="small"
      expandable={{
        expandRowByClick: true,
        expandedRowRender: (record) => (
          <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
            {Object.keys(entity.properties).map((property) => (
              <Descriptions.Item key={property} label={fieldLabel(t, entity, property)}>
                {show(property, record[property])}
              </Descriptions.Item>
            ))}
          </Descriptions>
        ),
      }}
      columns={[
        { key: 'version', title: t('generic.history.version'), dataIndex: 'version' },
        { key: 'validFrom', title: t('generic.history.validFrom'), render: (_, record) => show('validFrom', record.validFrom) },
        ...(audited
          ? [
              { key: 'changedAt', title: t('generic.history.changedAt'), render: (_: unknown, record: BaseRecord) => format.dateTime(changedAt(record)) },
              { key: 'changedBy', title: t('generic.history.changedBy'), render: (_: unknown, record: BaseRecord) => String(changedBy(record) ?? '') },
            ]
          : []),
        {
          key: 'open',
          title: '',
          render: (_: unknown, record: BaseRecord) => (
            // Opens the version in the form (its own page state), without expanding the row.
            <Link to={{ search: versionSearch(record.version) }} onClick={(event) => event.stopPropagation()} data-testid="open-version">
              {t('generic.versions.open')}
            </Link>
          ),
        },
      ]}
    />
  );
}
