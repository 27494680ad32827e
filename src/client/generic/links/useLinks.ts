import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RegistryLink } from '../../../shared/links';
import { linksApi } from './linksApi';

/** Every link list, candidate list and reverse view: a change of one link moves figures on other records too (a target's bound). */
const LINKS = 'links';
const BACKLINKS = 'backlinks';

const listKey = (link: RegistryLink, key: string) => [LINKS, link.source, key, link.name] as const;

/** The links of a source record; `bound` (its sourceLimit as stored) is part of the key, so a saved change refetches the figures. */
export function useLinkList(link: RegistryLink, key: string, bound: unknown, enabled: boolean) {
  return useQuery({
    queryKey: [...listKey(link, key), { bound }],
    queryFn: () => linksApi.list(link.source, key, link.name),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The targets that can be linked now, searched on the server by `q`; fetched only while the picker is open. */
export function useLinkCandidates(link: RegistryLink, key: string, q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...listKey(link, key), 'candidates', q],
    queryFn: () => linksApi.candidates(link.source, key, link.name, q),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useBacklinks(target: string, key: string) {
  return useQuery({ queryKey: [BACKLINKS, target, key], queryFn: () => linksApi.backlinks(target, key) });
}

/** Link (or change the quantity) and unlink; each refreshes every link view when it is done, successful or not. */
export function useLinkChanges(link: RegistryLink, key: string) {
  const client = useQueryClient();
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: [LINKS] }), client.invalidateQueries({ queryKey: [BACKLINKS] })]);
  const save = useMutation({
    mutationFn: ({ target, quantity }: { target: string; quantity?: number }) =>
      linksApi.link(link.source, key, link.name, target, quantity === undefined ? {} : { quantity }),
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: (target: string) => linksApi.unlink(link.source, key, link.name, target), onSettled: refresh });
  return { save, remove };
}

const SEARCH_DELAY_MS = 300;

/** The search text once the user has stopped typing, so the server is asked once per pause, not per key. */
export function useDebouncedValue(value: string, delay = SEARCH_DELAY_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
