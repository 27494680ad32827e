import type { BaseRecord } from '@refinedev/core';
import type { EntitySchema } from '../../shared/registry';

/** How a referenced record reads wherever it is named: "key – label" (x-label), else the key. */
export function referenceLabel(target: EntitySchema | undefined, item: BaseRecord): string {
  const key = String(item[target?.['x-key'] ?? 'id']);
  const labelProperty = target?.['x-label'];
  const label = labelProperty ? item[labelProperty] : undefined;
  return label === undefined || label === null || label === '' ? key : `${key} – ${label}`;
}
