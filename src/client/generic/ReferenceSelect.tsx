import { Select, Spin, Typography, type SelectProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaAt } from '../../shared/field-messages';
import { entityTitle } from '../../shared/labels';
import { optionText } from '../../shared/reference-label';
import type { EntitySchema } from '../../shared/registry';
import { translateApiError } from '../api/apiError';
import { registry } from '../registry/registry';
import { useDebouncedValue } from './links/useLinks';
import { useReferenceOptions } from './reference/useReferenceOptions';

interface ReferenceSelectProps extends Omit<SelectProps, 'options'> {
  /** The entity whose record names the other one. */
  entity: EntitySchema;
  /** The reference: a property, or a list entry's property as `{list}.{property}`. */
  property: string;
}

/**
 * A searchable select of what a reference property may name (its options route): anyone who may edit the
 * record picks from it, whether or not the tenant shows the referenced list. The stored value is fetched on
 * its own, so it shows its label outside the first page. With nothing to pick, the dropdown says why.
 */
export function ReferenceSelect({ entity, property, ...props }: ReferenceSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const q = useDebouncedValue(search).trim();
  const stored = typeof props.value === 'string' && props.value !== '' ? props.value : undefined;
  const { page, named } = useReferenceOptions(entity['x-resource'], property, q, opened, stored);
  const target = registry.get(schemaAt(entity, property)?.['x-ref']?.resource ?? '');
  const records = target ? entityTitle(t, target) : '';

  const found = page.data?.options ?? [];
  const shown = named.data && !found.some((option) => option.key === named.data!.key) ? [named.data, ...found] : found;
  const more = page.data && page.data.total > found.length ? page.data.total - found.length : 0;
  const why = page.isError
    ? t('generic.reference.failed', { reason: translateApiError(t, page.error) })
    : q
      ? t('generic.reference.noMatch', { records, q })
      : t('generic.reference.none', { records });

  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      onSearch={setSearch}
      onOpenChange={(open) => open && setOpened(true)}
      loading={page.isFetching}
      options={shown.map((option) => ({ value: option.key, label: optionText(option) }))}
      notFoundContent={
        page.isFetching ? (
          <Spin size="small" />
        ) : (
          <Typography.Text type={page.isError ? 'danger' : 'secondary'} data-testid="reference-empty">
            {why}
          </Typography.Text>
        )
      }
      popupRender={(menu) => (
        <>
          {menu}
          {more > 0 && (
            <Typography.Text type="secondary" className="reference-select__more">
              {t('generic.reference.more', { count: more })}
            </Typography.Text>
          )}
        </>
      )}
      {...props}
    />
  );
}
