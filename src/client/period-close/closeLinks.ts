import { editRoute, entityRoutes } from '../registry/entityRoutes';
import { registry } from '../registry/registry';

/** Where a period-close line is fixed (routes under /{lang}/): the record, or its list filtered as the list reads filters from its URL. */
const routesOf = (resource: string) => entityRoutes(registry.get(resource)!);

export const recordRoute = (resource: string, key: string) => editRoute(routesOf(resource), key);

/** A list filtered by each `field` = value and, optionally, a date column to a range of days. */
export function filteredListRoute(resource: string, filters: Record<string, string>, dates?: { field: string; from: string; to: string }): string {
  const conditions: [string, string, string][] = Object.entries(filters).map(([field, value]) => [field, 'eq', value]);
  if (dates) conditions.push([dates.field, 'gte', dates.from], [dates.field, 'lte', dates.to]);
  const query = new URLSearchParams();
  conditions.forEach(([field, operator, value], i) => {
    query.set(`filters[${i}][field]`, field);
    query.set(`filters[${i}][operator]`, operator);
    query.set(`filters[${i}][value]`, value);
  });
  return `${routesOf(resource).list}?${query.toString()}`;
}
