import { useCallback, useEffect, useState } from 'react';

/** Loads `load()` on mount and whenever `key` changes; `reload` fetches again after a change. */
export function useApiData<T>(load: () => Promise<T>, key: string) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  // `key` stands for everything `load` depends on, so a new closure alone does not refetch.
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await load());
      setError(null);
    } catch (caught) {
      setError(caught);
    } finally {
      setLoading(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for everything `load` depends on
  }, [key]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, error, loading, reload };
}
