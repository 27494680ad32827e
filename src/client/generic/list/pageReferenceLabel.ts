import type { EntitySchema } from '../../../shared/registry';
import type { PageLabels } from '../../../shared/page-labels';
import { REFERENCE_SEPARATOR } from '../../../shared/reference-label';

/**
 * A reference cell's text from the labels the list page came with: "key – label", undefined where none
 * came (no such record, no label, or a resource the tenant does not show), so the key shows.
 */
export function pageReferenceLabel(entity: EntitySchema, labels: PageLabels | undefined) {
  return (property: string, key: unknown): string | undefined => {
    const resource = entity.properties[property]?.['x-ref']?.resource;
    const label = resource === undefined ? undefined : labels?.[resource]?.[String(key)];
    return label === undefined ? undefined : `${String(key)}${REFERENCE_SEPARATOR}${label}`;
  };
}
