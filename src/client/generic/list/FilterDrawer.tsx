import { FilterOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { Button, Drawer, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterKind } from '../../../shared/field-kind';
import { fieldLabel } from '../../../shared/labels';
import type { EntitySchema } from '../../../shared/registry';
import { ColumnFilter } from './ColumnFilter';
import { columnFilterValue, type FilterValue } from './filterParams';

interface FilterDrawerProps {
  entity: EntitySchema;
  /** The columns the table would offer a filter on. */
  columns: string[];
  filters: CrudFilter[];
  setColumnFilter: (property: string, value: FilterValue) => void;
}

/** The column filters of a list shown as cards (no column headers to hold them): pick a field, then its filter. */
export function FilterDrawer({ entity, columns, filters, setColumnFilter }: FilterDrawerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const properties = columns.filter((property) => property in entity.properties);
  const [chosen, setChosen] = useState<string>();
  // The columns arrive with the user's list view: until a field is chosen, the first one is.
  const property = chosen && properties.includes(chosen) ? chosen : properties[0];
  const value = property && columnFilterValue(property, filterKind(entity.properties[property]), filters);
  return (
    <>
      <Button icon={<FilterOutlined />} onClick={() => setOpen(true)} data-testid="filter-open">
        {t('generic.list.filter')}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} placement="bottom" height="auto" title={t('generic.list.filter')} data-testid="filter-drawer">
        <Form layout="vertical">
          <Form.Item label={t('generic.list.filterField')}>
            <Select
              value={property}
              onChange={setChosen}
              options={properties.map((name) => ({ value: name, label: fieldLabel(t, entity, name) }))}
              data-testid="filter-field"
            />
          </Form.Item>
        </Form>
        {property && (
          <ColumnFilter
            // A new field or a filter changed elsewhere (a chip removed) restarts the draft.
            key={`${property}:${JSON.stringify(value ?? null)}`}
            entity={entity}
            property={property}
            value={value}
            onApply={(next) => {
              setColumnFilter(property, next);
              setOpen(false);
            }}
          />
        )}
      </Drawer>
    </>
  );
}
