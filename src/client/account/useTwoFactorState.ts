import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../api/accountApi';

const KEY = ['account', 'me'];

/** Whether the signed-in user has 2FA on (from /account/me), and a refresh for after a change. */
export function useTwoFactorState() {
  const client = useQueryClient();
  const { data, isLoading } = useQuery({ queryKey: KEY, queryFn: accountApi.me });
  return {
    enabled: data?.twoFactorEnabled,
    isLoading,
    refresh: () => client.invalidateQueries({ queryKey: KEY }),
  };
}
