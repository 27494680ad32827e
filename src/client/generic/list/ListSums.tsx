import type { CrudFilter } from '@refinedev/core';
import { Table } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '../../../shared/labels';
import type { EntitySchema } from '../../../shared/registry';
import { unitTotalsText, type ListSums } from '../../../shared/sums';
import { displayValue, type ValueFormatters } from '../displayValue';
import { useValueFormatters } from '../useValueFormatters';
import { useListSums } from './useListSums';

interface ListSumsProps {
  entity: EntitySchema;
  /** The summed properties among the shown columns. */
  summed: string[];
  /** The list's filters and when its page last arrived (useListSums). */
  filters: CrudFilter[];
  pageLoadedAt: number;
}

/**
 * A total in the user's number format with its unit ("1.234,5 Kg"), a quantity in a unit per record one figure
 * per unit ("1.234,5 Kg · 567 L15°"); empty until it has arrived.
 */
function totalText(t: TFunction, format: ValueFormatters, entity: EntitySchema, property: string, sums: ListSums | undefined): string {
  const value = sums?.[property];
  if (value === undefined) return '';
  if (typeof value !== 'number') return unitTotalsText(value, (sum) => displayValue(t, format, entity, property, sum), t('generic.list.noUnit'));
  const unit = entity.properties[property]['x-unit'];
  return unit ? `${displayValue(t, format, entity, property, value)} ${unit}` : displayValue(t, format, entity, property, value);
}

/**
 * The table's totals row under the rows: "Total" in the first column without a sum, each summed column's
 * total over the filtered list (all pages) under it. `columns` are the table's columns in order (the row
 * actions' column too, which stays empty); `selectionColumn`: the table's row-selection column comes first, empty too.
 */
export function ListSumsRow({
  entity,
  summed,
  filters,
  pageLoadedAt,
  columns,
  selectionColumn,
}: ListSumsProps & { columns: string[]; selectionColumn?: boolean }) {
  const { t } = useTranslation();
  const format = useValueFormatters();
  const sums = useListSums(entity, summed, filters, pageLoadedAt);
  const labelColumn = columns.find((column) => !summed.includes(column));
  return (
    <Table.Summary.Row className="entity-list__sums" data-testid="list-sums">
      {selectionColumn && <Table.Summary.Cell index={0} />}
      {columns.map((column, index) => (
        <Table.Summary.Cell key={column} index={index + (selectionColumn ? 1 : 0)} align={summed.includes(column) ? 'right' : undefined}>
          {column === labelColumn ? <strong>{t('generic.list.sums')}</strong> : summed.includes(column) ? totalText(t, format, entity, column, sums) : null}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

/** On a phone: the totals of the filtered list above the cards, each under its column label. */
export function ListSumsCard({ entity, summed, filters, pageLoadedAt }: ListSumsProps) {
  const { t } = useTranslation();
  const format = useValueFormatters();
  const sums = useListSums(entity, summed, filters, pageLoadedAt);
  return (
    <div className="entity-list__sums-card" data-testid="list-sums">
      <strong>{t('generic.list.sums')}</strong>
      <dl className="entity-cards__fields">
        {summed.map((property) => (
          <div key={property} className="entity-cards__field">
            <dt>{fieldLabel(t, entity, property)}</dt>
            <dd>{totalText(t, format, entity, property, sums)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
