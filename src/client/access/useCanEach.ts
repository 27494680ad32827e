import { AccessControlContext, keys, type CanParams } from '@refinedev/core';
import { useQueries } from '@tanstack/react-query';
import { useContext } from 'react';

/**
 * refine's useCan for a fixed list of questions (every sidebar entry): the same provider, query keys
 * and options, so the answers are shared with useCan. Undefined until every answer is in.
 */
export function useCanEach(questions: readonly CanParams[]): boolean[] | undefined {
  const { can, options } = useContext(AccessControlContext);
  return useQueries({
    queries: questions.map(({ resource, action, params }) => ({
      ...options.queryOptions,
      queryKey: keys()
        .access()
        .resource(resource)
        .action(action)
        .params({ params: { ...params }, enabled: undefined })
        .get(),
      queryFn: () => can?.({ resource, action, params: { ...params } }) ?? Promise.resolve({ can: true }),
      retry: false,
    })),
    combine: (results) => (results.every((result) => result.data) ? results.map((result) => result.data!.can) : undefined),
  });
}
