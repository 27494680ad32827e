import { useQuery } from '@tanstack/react-query';
import { referenceOptionsApi } from './referenceOptionsApi';

const OPTIONS = 'reference-options';

/**
 * The options of a reference property searched by `q` (fetched once the picker opens) and the option of the
 * stored value. Errors stay with the field that asked: no toast speaks for a picker.
 */
export function useReferenceOptions(resource: string, property: string, q: string, opened: boolean, stored: string | undefined) {
  const page = useQuery({
    queryKey: [OPTIONS, resource, property, 'search', q],
    queryFn: () => referenceOptionsApi.search(resource, property, q),
    enabled: opened,
  });
  const named = useQuery({
    queryKey: [OPTIONS, resource, property, 'named', stored],
    queryFn: () => referenceOptionsApi.named(resource, property, stored!),
    enabled: stored !== undefined,
    placeholderData: undefined,
  });
  return { page, named };
}
