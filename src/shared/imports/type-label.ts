import type { TFunction } from 'i18next';
import { entityTitle, labelText } from '../labels';
import type { Registry } from '../registry';
import { RESOURCE_IMPORT_PREFIX } from './declaration';

/**
 * The name of an import type as the import view offers it, wherever a type is shown (the type choice, the import
 * messages, the import's texts): the types of schemas/imports by `imports:types.{type}`, the round trip of a list's
 * CSV export (`resource:{x-resource}`) as "{entity title} (CSV export)".
 */
export function importTypeLabel(t: TFunction, registry: Registry, type: string): string {
  if (type.startsWith(RESOURCE_IMPORT_PREFIX)) {
    const resource = type.slice(RESOURCE_IMPORT_PREFIX.length);
    const entity = registry.get(resource);
    return t('imports:view.roundTrip', { entity: entity ? entityTitle(t, entity) : resource });
  }
  return labelText(t, `imports:types.${type}`, type);
}
