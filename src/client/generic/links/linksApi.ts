import type { Backlink, LinkCandidate, LinkedRecord, LinkInput, LinkList } from '../../../shared/links';
import { http } from '../../api/http';

/** How many candidates the picker offers at once: the user narrows them by typing. */
export const CANDIDATE_PAGE = 20;

const segment = encodeURIComponent;

/** `/{source}/{key}/links/{link}` of the contract (src/shared/links.ts). */
export function linksPath(source: string, key: string, link: string): string {
  return `/${source}/${segment(key)}/links/${link}`;
}

/** The link API of src/shared/links.ts on the shared axios instance (auth and tenant headers). */
export const linksApi = {
  list: async (source: string, key: string, link: string) => (await http.get<LinkList>(linksPath(source, key, link))).data,
  candidates: async (source: string, key: string, link: string, q: string) =>
    (await http.get<LinkCandidate[]>(`${linksPath(source, key, link)}/candidates`, { params: { q: q || undefined, _end: CANDIDATE_PAGE } })).data,
  link: async (source: string, key: string, link: string, target: string, input: LinkInput) =>
    (await http.put<LinkedRecord>(`${linksPath(source, key, link)}/${segment(target)}`, input)).data,
  unlink: async (source: string, key: string, link: string, target: string) =>
    (await http.delete<LinkedRecord>(`${linksPath(source, key, link)}/${segment(target)}`)).data,
  backlinks: async (target: string, key: string) => (await http.get<Backlink[]>(`/${target}/${segment(key)}/backlinks`)).data,
};
