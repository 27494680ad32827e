import type { TFunction } from 'i18next';
import { entityTitle } from '../../shared/labels';
import { registry } from '../registry/registry';

/** An audit entry's area by its label: a registry entity's title, else the log's own name for it (tenants, users, a proof's documents). */
export function auditEntityLabel(t: TFunction, name: string): string {
  const entity = registry.get(name);
  return entity ? entityTitle(t, entity) : t(`logs.entities.${name}`, { defaultValue: name });
}
