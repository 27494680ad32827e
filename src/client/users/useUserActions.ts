import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../shared/user-admin';
import { translateApiError } from '../api/apiError';
import { useNotify } from '../notifications/useNotify';
import { userAdminApi } from './userAdminApi';

/** Lock, unlock, grant and revoke with their success and error messages; `done` reloads the list after a success. */
export function useUserActions(done: () => void) {
  const { t } = useTranslation();
  const notify = useNotify();
  const run = async (call: () => Promise<unknown>, success: string) => {
    try {
      await call();
      notify('success', t(success));
      done();
    } catch (error) {
      notify('error', t('users.saveError'), translateApiError(t, error));
      throw error;
    }
  };
  return {
    setLocked: (user: AdminUser, locked: boolean) =>
      run(() => (locked ? userAdminApi.lock(user.login) : userAdminApi.unlock(user.login)), locked ? 'users.locked' : 'users.unlocked'),
    grant: (user: AdminUser, tenant: string) => run(() => userAdminApi.grant(user.login, tenant), 'users.granted'),
    revoke: (user: AdminUser) => run(() => userAdminApi.revoke(user.login), 'users.revoked'),
  };
}
