import { useSelect } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Select, type SelectProps } from 'antd';
import { referenceLabel } from '../generic/referenceLabel';
import { registry } from '../registry/registry';

interface ReportRecordSelectProps extends Omit<SelectProps, 'options'> {
  /** The resource whose records the report filters by. */
  resource: string;
  /** Offer only the records these filters match (e.g. production sites). */
  filters?: CrudFilter[];
}

/**
 * A report filter's select of a list's records (a report's facilities are production sites): label x-label,
 * value the key, server search by `q`.
 * The stored value is fetched on its own (getMany), so it shows its label even outside the first page.
 */
export function ReportRecordSelect({ resource, filters, ...props }: ReportRecordSelectProps) {
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
