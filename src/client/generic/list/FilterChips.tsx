import { Button, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '../../../shared/labels';
import type { EntitySchema } from '../../../shared/registry';
import { displayValue, type ValueFormatters } from '../displayValue';
import { useValueFormatters } from '../useValueFormatters';
import type { ActiveFilter } from './activeFilters';

interface FilterChipsProps {
  entity: EntitySchema;
  filters: ActiveFilter[];
  searchText: string | undefined;
  /** A reference's label ("key – label"), undefined where the key is to show. */
  referenceLabel: (property: string, key: unknown) => string | undefined;
  onRemove: (property: string) => void;
  onClearSearch: () => void;
  onClearAll: () => void;
}

/** The filter's value as the table cell words it; a range as "from a", "up to b" or "a – b". */
function filterText(t: TFunction, format: ValueFormatters, entity: EntitySchema, filter: ActiveFilter, reference: FilterChipsProps['referenceLabel']): string {
  const word = (value: unknown) => reference(filter.property, value) ?? displayValue(t, format, entity, filter.property, value);
  if (!Array.isArray(filter.value)) return word(filter.value);
  const [from, to] = filter.value.map((end) => (end === undefined || end === null || end === '' ? undefined : word(end)));
  if (from === undefined) return t('generic.list.filterTo', { value: to });
  if (to === undefined) return t('generic.list.filterFrom', { value: from });
  return t('generic.list.filterRange', { from, to });
}

/** The list's filters in sight above the table: one removable chip per filtered column and the search, and "clear all". */
export function FilterChips({ entity, filters, searchText, referenceLabel, onRemove, onClearSearch, onClearAll }: FilterChipsProps) {
  const { t } = useTranslation();
  const format = useValueFormatters();
  if (!filters.length && !searchText) return null;
  const chip = (key: string, text: string, onClose: () => void) => (
    <Tag key={key} closable onClose={onClose} data-testid={`filter-chip-${key}`}>
      {text}
    </Tag>
  );
  return (
    <Space wrap className="entity-list__filters" data-testid="filter-chips">
      <Typography.Text type="secondary">{t('generic.list.activeFilters')}:</Typography.Text>
      {searchText && chip('q', t('generic.list.searchChip', { text: searchText }), onClearSearch)}
      {filters.map((filter) =>
        chip(filter.property, `${fieldLabel(t, entity, filter.property)}: ${filterText(t, format, entity, filter, referenceLabel)}`, () =>
          onRemove(filter.property),
        ),
      )}
      <Button type="link" size="small" onClick={onClearAll} data-testid="filter-clear-all">
        {t('generic.list.clearFilters')}
      </Button>
    </Space>
  );
}
