import type { TFunction } from 'i18next';
import { linkTextKeys } from './links';
import { schemaAt } from './field-messages';
import type { EntitySchema } from './registry';

/** The field of a link in usages and audit entries (`links.{link}`, src/shared/links.ts). */
export const LINK_FIELD = /^links\.(\w+)$/;

/** Told of every label the locales lack; the browser logs it and the tests fail on it (see `onMissingLabel`). */
let reportMissingLabel: (key: string) => void = () => undefined;

/**
 * Where a missing label goes: a label is never left out silently. The page still shows the raw name, so a
 * user can work, but the browser's console and the server's log name the key, and the browser tests fail
 * on such a console line.
 */
export function onMissingLabel(report: (key: string) => void): void {
  reportMissingLabel = report;
}

/** The text of `key`, or `fallback` once the missing key has been reported: every label of a field, an entity, a report column or an import type. */
export function labelText(t: TFunction, key: string, fallback: string): string {
  const text = t(key, { defaultValue: '' });
  if (text) return text;
  reportMissingLabel(key);
  return fallback;
}

/**
 * Label keys of locales/{lang}/entities.json (schemas/README.md). A link's field is labelled with the
 * link's title; a list entry's property (`certificates.sustainabilityData`) is named with its list. A
 * property with an x-unit is labelled with it here and only here ("Quantity [tCO2e]"): the locale labels
 * never carry units, so that columns, forms, filters and messages all show the unit once and tell
 * `quantityLoadedKg` from `quantityLoadedL15`.
 */
export function fieldLabel(t: TFunction, entity: EntitySchema, property: string): string {
  const link = LINK_FIELD.exec(property)?.[1];
  if (link) return labelText(t, linkTextKeys(entity['x-resource'], link).title, property);
  // An entry's index in a path (`certificates.0.sustainabilityData`) names no label of its own.
  const [name, item] = property.split('.').filter((part) => !/^\d+$/.test(part));
  const text = bareFieldLabel(t, entity, name);
  return item === undefined ? withUnit(text, entity, name) : `${text}: ${itemLabel(t, entity, name, item)}`;
}

/**
 * A property's label without its unit, for a text that gives its figures in another unit than the property's
 * own (a link's bound in the link's unit: "Quantity loaded of the outbound: 79.446 m3", not "[L15°] … m3").
 */
export function bareFieldLabel(t: TFunction, entity: EntitySchema, property: string): string {
  return labelText(t, `entities.${entity['x-resource']}.fields.${property}`, property);
}

/** The label of a list entry's property: `entities.{resource}.items.{list}.{property}`. */
export function itemLabel(t: TFunction, entity: EntitySchema, list: string, item: string): string {
  return withUnit(labelText(t, `entities.${entity['x-resource']}.items.${list}.${item}`, item), entity, `${list}.${item}`);
}

function withUnit(text: string, entity: EntitySchema, path: string): string {
  const unit = schemaAt(entity, path)?.['x-unit'];
  return unit ? `${text} [${unit}]` : text;
}

export function enumLabel(t: TFunction, entity: EntitySchema, property: string, value: unknown): string {
  return labelText(t, `entities.${entity['x-resource']}.enums.${property}.${String(value)}`, String(value));
}

export function entityTitle(t: TFunction, entity: EntitySchema): string {
  return labelText(t, `entities.${entity['x-resource']}.title`, entity.title);
}

export function entitySingular(t: TFunction, entity: EntitySchema): string {
  return labelText(t, `entities.${entity['x-resource']}.singular`, entity.title);
}
