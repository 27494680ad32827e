import type { Language } from '../../shared/settings';
import { entityRoutes } from '../registry/entityRoutes';
import { registry } from '../registry/registry';
import { localPath } from '../routing/paths';

/** What the balance reads besides movements (docs/domain-rules.md#production-and-measured-stock): the plant historian's figures and the tank measurements. */
export const BALANCE_SOURCES = ['production-figures', 'stock-measurements'] as const;
export type BalanceSource = (typeof BALANCE_SOURCES)[number];

/**
 * The generic list of `resource` filtered to the balance's site and product (refine's syncWithLocation
 * reads `filters[i][field|operator|value]`, like filteredListQuery of the generic list).
 */
export function balanceSourcePath(language: Language, resource: BalanceSource, site: string, product: string): string {
  const query = new URLSearchParams();
  [
    ['site', site],
    ['product', product],
  ].forEach(([field, value], index) => {
    query.set(`filters[${index}][field]`, field);
    query.set(`filters[${index}][operator]`, 'eq');
    query.set(`filters[${index}][value]`, value);
  });
  return `${localPath(language, entityRoutes(registry.get(resource)!).list)}?${query.toString()}`;
}
