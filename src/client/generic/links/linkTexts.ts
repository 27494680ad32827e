import type { TFunction } from 'i18next';
import { linkTextKeys, type LinkedRecord, type LinkList, type RegistryLink } from '../../../shared/links';
import type { Registry } from '../../../shared/registry';
import { apiErrorInfo, errorDetails, translateErrorInfo } from '../../api/apiError';
import { formatNumber } from '../../format/number';
import { bareFieldLabel, entitySingular, entityTitle, fieldLabel } from '../../../shared/labels';

/** Section title on the source's page; without its own text "Linked {targets}". */
export function linkTitle(t: TFunction, registry: Registry, link: RegistryLink): string {
  const target = registry.get(link.declaration.resource);
  return t([linkTextKeys(link.source, link.name).title, 'generic.links.section.title'], {
    entity: target ? entityTitle(t, target) : link.declaration.resource,
  });
}

/** Section title on the target's page; without its own text "Linked from {sources}". */
export function reverseLinkTitle(t: TFunction, registry: Registry, link: RegistryLink): string {
  const source = registry.get(link.source);
  return t([linkTextKeys(link.source, link.name).reverseTitle, 'generic.links.section.reverseTitle'], {
    entity: source ? entityTitle(t, source) : link.source,
  });
}

/** Success after linking or unlinking (e.g. "CATS Credit assigned or unassigned", "Link was successfully established"). */
export function linkSuccessText(t: TFunction, link: RegistryLink, change: 'linked' | 'unlinked'): string {
  return t([linkTextKeys(link.source, link.name)[change], `generic.links.${change}`]);
}

/** What the link or unlink did, below its success text: "Linked: CATS credit C-1 → Outbound OUT-7: 12.5 m3". */
export function linkChangeText(
  t: TFunction,
  registry: Registry,
  link: RegistryLink,
  change: 'linked' | 'unlinked',
  sourceKey: string,
  target: LinkedRecord,
): string {
  const named = (resource: string, key: string) => {
    const entity = registry.get(resource);
    return entity ? `${entitySingular(t, entity)} ${key}` : key;
  };
  const quantity = link.declaration.quantity && typeof target.quantity === 'number' ? target.quantity : undefined;
  return t(`generic.links.done.${change}`, {
    context: quantity === undefined ? undefined : 'quantity',
    source: named(link.source, sourceKey),
    target: named(link.declaration.resource, target.key),
    quantity: formatNumber(quantity),
    unit: link.declaration.quantity?.unit,
  });
}

export interface LinkFigure {
  name: 'limit' | 'assigned' | 'remaining';
  text: string;
}

/**
 * The figures of a quantity link as the section shows them: "Corresponding volume of low CI fuel [m3] 120"
 * (the bound's label names the unit: the loader holds it to the link's), "assigned 80 m3", "remaining 40 m3"
 * (the bound and remaining only where the link has a sourceLimit).
 */
export function linkFigures(t: TFunction, registry: Registry, link: RegistryLink, list: LinkList): LinkFigure[] {
  const quantity = link.declaration.quantity;
  if (!quantity) return [];
  const values = (value: number | null | undefined) => ({ value: value === null || value === undefined ? '–' : formatNumber(value), unit: quantity.unit });
  const figures: LinkFigure[] = [];
  const source = registry.get(link.source);
  if (quantity.sourceLimit && source) {
    figures.push({
      name: 'limit',
      text: t('generic.links.section.figures.limit', { label: fieldLabel(t, source, quantity.sourceLimit), ...values(list.limit) }),
    });
  }
  figures.push({ name: 'assigned', text: t('generic.links.section.figures.assigned', values(list.assigned ?? 0)) });
  if (quantity.sourceLimit) figures.push({ name: 'remaining', text: t('generic.links.section.figures.remaining', values(list.remaining)) });
  return figures;
}

/**
 * The bound a LINK_LIMIT_EXCEEDED names: "Corresponding volume of low CI fuel of the CATS credit". Without the
 * property's own unit: the figures are in the link's unit (a delivery's litres at 15 °C ÷ 1000 are m3).
 */
export function boundLabel(t: TFunction, registry: Registry, link: RegistryLink, bound: unknown): string {
  const quantity = link.declaration.quantity;
  const [resource, property] = bound === 'target' ? [link.declaration.resource, quantity?.targetLimit?.property] : [link.source, quantity?.sourceLimit];
  const entity = registry.get(resource);
  if (!entity || !property) return String(bound ?? '');
  return t('generic.links.section.bound', { field: bareFieldLabel(t, entity, property), entity: entitySingular(t, entity) });
}

/**
 * What a refused link or unlink says: the delivery's other collection (LINK_TARGET_TAKEN, the link's own text
 * first), the bound that was hit by name with its figures (LINK_LIMIT_EXCEEDED), otherwise the server's code as usual.
 */
export function linkErrorText(t: TFunction, registry: Registry, link: RegistryLink, error: unknown): string {
  const info = apiErrorInfo(error);
  if (info.code === 'LINK_TARGET_TAKEN') {
    const values = errorDetails(info.body, ['nr', 'source']);
    // A collection without a number is named by its key.
    return t([linkTextKeys(link.source, link.name).taken, 'generic.links.taken'], { ...values, nr: values.nr || values.source });
  }
  if (info.code === 'LINK_LIMIT_EXCEEDED') {
    const values = errorDetails(info.body, ['limit', 'assigned', 'requested', 'unit']);
    return t('generic.links.section.limitExceeded', { ...values, bound: boundLabel(t, registry, link, info.body.bound) });
  }
  return translateErrorInfo(t, info);
}
