import type { TFunction } from 'i18next';
import { linkTextKeys } from './links';
import { schemaAt } from './field-messages';
import type { EntitySchema } from './registry';

/** The field of a link in usages and audit entries (`links.{link}`, src/shared/links.ts). */
export const LINK_FIELD = /^links\.(\w+)$/;

/**
 * Label keys of locales/{lang}/entities.json (schemas/README.md); a missing label falls back to the raw
 * name. A link's field is labelled with the link's title; a list entry's property
 * (`certificates.sustainabilityData`) is named with its list. A property with an x-unit is labelled
 * with it here and only here ("Quantity [tCO2e]"): the locale labels never carry units, so that columns,
 * forms, filters and messages all show the unit once and tell `quantityLoadedKg` from `quantityLoadedL15`.
 */
export function fieldLabel(t: TFunction, entity: EntitySchema, property: string): string {
  const link = LINK_FIELD.exec(property)?.[1];
  if (link) return t(linkTextKeys(entity['x-resource'], link).title, { defaultValue: property });
  const [name, item] = property.split('.');
  const label = t(`entities.${entity['x-resource']}.fields.${name}`, { defaultValue: name });
  return item === undefined ? withUnit(label, entity, name) : `${label}: ${itemLabel(t, entity, name, item)}`;
}

/** The label of a list entry's property: `entities.{resource}.items.{list}.{property}`. */
export function itemLabel(t: TFunction, entity: EntitySchema, list: string, item: string): string {
  return withUnit(t(`entities.${entity['x-resource']}.items.${list}.${item}`, { defaultValue: item }), entity, `${list}.${item}`);
}

function withUnit(label: string, entity: EntitySchema, path: string): string {
  const unit = schemaAt(entity, path)?.['x-unit'];
  return unit ? `${label} [${unit}]` : label;
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
