import { useLocation } from 'react-router';
import type { EntitySchema } from '../../../shared/registry';
import { entityRoutes } from '../../registry/entityRoutes';
import { localPath } from '../../routing/paths';
import { useLanguage } from '../../routing/useLanguage';

/**
 * What a list hands the record it opens (react-router location state): its query, so the way back
 * restores filters, sort and page. The state belongs to that browser history entry: a record opened by
 * a typed or shared link, or in a new tab, has none and leads back to the plain list.
 */
export interface FromList {
  listSearch: string;
}

export function fromList(search: string): FromList {
  return { listSearch: search };
}

/** The list query a location state carries, '' when it carries none. */
export function listSearchOf(state: unknown): string {
  const search = (state as Partial<FromList> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') && !search.includes('#') ? search : '';
}

/** The way back from a record page to its list, as the user left it. */
export function useListPath(entity: EntitySchema): string {
  const language = useLanguage();
  const { state } = useLocation();
  return `${localPath(language, entityRoutes(entity).list)}${listSearchOf(state)}`;
}
