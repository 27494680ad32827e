import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SearchResponse } from '../../shared/search';
import { SEARCH_MAX_LENGTH, SEARCH_PATH } from '../../shared/search';
import { http } from '../api/http';
import { useAuth } from '../auth/authStore';
import { useDebouncedValue } from '../generic/links/useLinks';
import { referenceLabel } from '../generic/referenceLabel';
import { useVisibleMenu } from '../layout/useVisibleMenu';
import { editRoute, entityRoutes } from '../registry/entityRoutes';
import { registry } from '../registry/registry';

/** Menu entries shown at most: the menu is short, a few suffice to pick from. */
const MENU_HITS = 8;

export interface SearchTarget {
  /** Unique among the options: `menu:{route}` or `record:{resource}:{key}`. */
  value: string;
  text: string;
  /** Route under /{lang}/ the option opens. */
  route: string;
}

export interface SearchSection {
  /** i18n key of the menu section, or the resource of a record section. */
  key: string;
  title: string;
  targets: SearchTarget[];
}

const normalize = (text: string) => text.toLocaleLowerCase().normalize('NFC');

/**
 * What the sidebar search offers for `text`: the visible menu entries whose label contains it (at once,
 * in the browser), then the records the server finds per area (once the user pauses typing).
 */
export function useSidebarSearch(text: string): { sections: SearchSection[]; searching: boolean; failed: boolean } {
  const { t } = useTranslation();
  const { tenant } = useAuth();
  const groups = useVisibleMenu();
  const wanted = text.trim().slice(0, SEARCH_MAX_LENGTH);
  const settled = useDebouncedValue(wanted);
  const records = useQuery({
    queryKey: ['sidebar-search', tenant, settled],
    enabled: Boolean(tenant) && settled.length > 0,
    staleTime: 30_000,
    queryFn: async () => (await http.get<SearchResponse>(SEARCH_PATH, { params: { q: settled } })).data,
  });
  if (!wanted) return { sections: [], searching: false, failed: false };

  const menu = groups
    .flatMap((group) => group.items.map((item) => ({ item, text: `${t(group.label)} › ${t(item.label)}`, label: t(item.label) })))
    .filter(({ label }) => normalize(label).includes(normalize(wanted)))
    .slice(0, MENU_HITS)
    .map(({ item, text: shown }) => ({ value: `menu:${item.route}`, text: shown, route: item.route }));
  const sections: SearchSection[] = menu.length ? [{ key: 'menu', title: t('sidebarSearch.menu'), targets: menu }] : [];
  for (const group of settled === wanted ? (records.data?.groups ?? []) : []) {
    const entity = registry.get(group.resource);
    if (!entity) continue;
    const targets = group.hits.map((hit) => ({
      value: `record:${group.resource}:${hit.key}`,
      // The key last: where the x-label is the key itself, the hit has no label of its own.
      text: referenceLabel(entity, { ...(entity['x-label'] ? { [entity['x-label']]: hit.label } : {}), [entity['x-key']]: hit.key }),
      route: editRoute(entityRoutes(entity), hit.key),
    }));
    sections.push({ key: group.resource, title: t(`entities.${group.resource}.title`), targets });
  }
  return { sections, searching: settled !== wanted || records.isFetching, failed: records.isError };
}
