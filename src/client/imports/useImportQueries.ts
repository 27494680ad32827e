import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../shared/settings';
import { useAuth } from '../auth/authStore';
import { importsApi } from './importsApi';

/** The import types of the current tenant (per tenant and language: the texts come translated). */
export function useImportTypes(language: Language) {
  const { tenant } = useAuth();
  return useQuery({ queryKey: ['import-types', tenant, language], queryFn: () => importsApi.types(language), enabled: Boolean(tenant) });
}

/** After an import the types may have become ready (the CATS credit history enables the status import). */
export function useRefreshImportTypes() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['import-types'] });
}

/** One page of an import's errors, in the user's language. */
export function useImportErrors(id: string, page: number, pageSize: number, language: Language) {
  const start = (page - 1) * pageSize;
  return useQuery({
    queryKey: ['import-errors', id, language, { start, pageSize }],
    queryFn: () => importsApi.errors(id, start, start + pageSize, language),
    placeholderData: keepPreviousData,
  });
}
