import { useSelect } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Select, type SelectProps } from 'antd';
import { registry } from '../registry/registry';
import { referenceLabel } from './referenceLabel';

interface ReferenceSelectProps extends Omit<SelectProps, 'options'> {
  /** The x-ref resource. */
  resource: string;
  /** Offer only the records these filters match (e.g. production sites). */
  filters?: CrudFilter[];
}

/**
 * A searchable select of another resource's records: label x-label, value the key, server search by `q`.
 * The stored value is fetched on its own (getMany), so it shows its label even outside the first page.
 */
export function ReferenceSelect({ resource, filters, ...props }: ReferenceSelectProps) {
  const target = registry.get(resource);
  const key = target?.['x-key'] ?? 'id';
  const { selectProps } = useSelect({
    resource,
    optionLabel: (item) => referenceLabel(target, item),
    optionValue: (item) => String(item[key]),
    filters,
    onSearch: (value) => [{ field: 'q', operator: 'eq', value: value || undefined }],
    pagination: { pageSize: 20, mode: 'server' },
    defaultValue: typeof props.value === 'string' ? props.value : undefined,
    selectedOptionsOrder: 'selected-first',
    errorNotification: false,
  });
  return <Select {...selectProps} showSearch allowClear {...props} />;
}
