import type { TFunction } from 'i18next';
import { linkTextKeys } from '../../shared/links';
import type { EntitySchema } from '../../shared/registry';

/** The field of a link in usages and audit entries (`links.{link}`, src/shared/links.ts). */
export const LINK_FIELD = /^links\.(\w+)$/;

/**
 * Label keys of locales/{lang}/entities.json (schemas/README.md); a missing label falls back to the raw
 * name. A link's field is labelled with the link's title; a list entry's property
 * (`certificates.sustainabilityData`) is named with its list.
 */
export function fieldLabel(t: TFunction, entity: EntitySchema, property: string): string {
  const link = LINK_FIELD.exec(property)?.[1];
  if (link) return t(linkTextKeys(entity['x-resource'], link).title, { defaultValue: property });
  const [name, item] = property.split('.');
  const label = t(`entities.${entity['x-resource']}.fields.${name}`, { defaultValue: name });
  return item === undefined ? label : `${label}: ${itemLabel(t, entity, name, item)}`;
}

/** The label of a list entry's property: `entities.{resource}.items.{list}.{property}`. */
export function itemLabel(t: TFunction, entity: EntitySchema, list: string, item: string): string {
  return t(`entities.${entity['x-resource']}.items.${list}.${item}`, { defaultValue: item });
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
