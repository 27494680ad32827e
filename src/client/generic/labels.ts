import type { TFunction } from 'i18next';
import type { EntitySchema } from '../../shared/registry';

/** Label keys of locales/{lang}/entities.json (schemas/README.md); a missing label falls back to the raw name. */
export function fieldLabel(t: TFunction, entity: EntitySchema, property: string): string {
  return t(`entities.${entity['x-resource']}.fields.${property}`, { defaultValue: property });
}

export function enumLabel(t: TFunction, entity: EntitySchema, property: string, value: unknown): string {
  return t(`entities.${entity['x-resource']}.enums.${property}.${String(value)}`, { defaultValue: String(value) });
}

export function entityTitle(t: TFunction, entity: EntitySchema): string {
  return t(`entities.${entity['x-resource']}.title`, { defaultValue: entity.title });
}

export function entitySingular(t: TFunction, entity: EntitySchema): string {
  return t(`entities.${entity['x-resource']}.singular`, { defaultValue: entity.title });
}

/** A field label with its x-unit, as in column titles ("Quantity [Kg]"). */
export function fieldLabelWithUnit(t: TFunction, entity: EntitySchema, property: string): string {
  const unit = entity.properties[property]?.['x-unit'];
  const label = fieldLabel(t, entity, property);
  return unit ? `${label} [${unit}]` : label;
}
