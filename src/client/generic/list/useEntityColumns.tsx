import { getDefaultSortOrder } from '@refinedev/antd';
import type { BaseRecord, CrudFilter, CrudSort } from '@refinedev/core';
import type { TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../../shared/registry';
import { displayValue } from '../displayValue';
import { fieldKind, filterKind, isNumeric } from '../../../shared/field-kind';
import { fieldLabel } from '../../../shared/labels';
import { useValueFormatters } from '../useValueFormatters';
import { ColumnFilter } from './ColumnFilter';
import { columnFilterValue, type FilterValue } from './filterParams';

interface ColumnsInput {
  entity: EntitySchema;
  columns: string[];
  /** A reference cell's label ("key – label"), undefined where the key is to show. */
  referenceLabel: (property: string, key: unknown) => string | undefined;
  filters: CrudFilter[];
  sorters: CrudSort[];
  setColumnFilter: (property: string, value: FilterValue) => void;
}

/** antd columns of the chosen properties: sortable, filterable by type, values formatted for the user. */
export function useEntityColumns({ entity, columns, referenceLabel, filters, sorters, setColumnFilter }: ColumnsInput): TableColumnType<BaseRecord>[] {
  const { t } = useTranslation();
  const format = useValueFormatters();
  return columns
    .filter((property) => property in entity.properties)
    .map((property) => {
      const schema = entity.properties[property];
      const value = columnFilterValue(property, filterKind(schema), filters);
      return {
        key: property,
        dataIndex: property,
        title: fieldLabel(t, entity, property),
        // A list has no order of its own; the server refuses to sort by it.
        sorter: schema.type !== 'array',
        sortOrder: getDefaultSortOrder(property, sorters) ?? null,
        align: isNumeric(fieldKind(schema)) ? 'right' : undefined,
        filtered: value !== undefined,
        filterDropdown: ({ close }) => (
          <ColumnFilter
            // antd keeps the dropdown mounted: a new key restarts its draft when the filter changed elsewhere.
            key={JSON.stringify(value ?? null)}
            entity={entity}
            property={property}
            value={value}
            onApply={(next) => {
              setColumnFilter(property, next);
              close();
            }}
          />
        ),
        render: (cell: unknown) => referenceLabel(property, cell) ?? displayValue(t, format, entity, property, cell),
      };
    });
}
