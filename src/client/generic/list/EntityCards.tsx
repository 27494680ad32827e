import type { BaseRecord } from '@refinedev/core';
import { Card, List, type TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '../../../shared/labels';
import type { EntitySchema } from '../../../shared/registry';
import { displayValue } from '../displayValue';
import { useValueFormatters } from '../useValueFormatters';
import { cardFields } from './cardFields';

interface EntityCardsProps {
  entity: EntitySchema;
  records: readonly BaseRecord[] | undefined;
  loading: boolean;
  pagination: TablePaginationConfig | false | undefined;
  onPageChange: (page: number, pageSize: number) => void;
  /** A reference's label ("key – label"), undefined where the key is to show. */
  referenceLabel: (property: string, key: unknown) => string | undefined;
  onOpen: (record: BaseRecord) => void;
  /** The record's edit and delete buttons, where the user may use them. */
  buttons: ((record: BaseRecord) => ReactNode) | undefined;
}

/** A list on a phone: one card per record with its key, its main fields and its buttons; paged like the table. */
export function EntityCards({ entity, records, loading, pagination, onPageChange, referenceLabel, onOpen, buttons }: EntityCardsProps) {
  const { t } = useTranslation();
  const format = useValueFormatters();
  const text = (property: string, value: unknown) => referenceLabel(property, value) ?? displayValue(t, format, entity, property, value);
  const key = entity['x-key'];
  const fields = cardFields(entity);
  return (
    <List
      className="entity-cards"
      dataSource={records as BaseRecord[] | undefined}
      loading={loading}
      rowKey="id"
      pagination={pagination && { ...pagination, position: 'bottom', align: 'center', onChange: onPageChange }}
      data-testid="entity-list"
      renderItem={(record) => (
        <List.Item className="entity-cards__item">
          <Card
            size="small"
            hoverable
            className="entity-cards__card"
            title={text(key, record[key])}
            extra={buttons?.(record)}
            onClick={() => onOpen(record)}
            data-testid="entity-card"
          >
            <dl className="entity-cards__fields">
              {fields.map((property) => (
                <div key={property} className="entity-cards__field">
                  <dt>{fieldLabel(t, entity, property)}</dt>
                  <dd>{text(property, record[property])}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </List.Item>
      )}
    />
  );
}
