import { Navigate } from 'react-router';
import { useAuth } from '../auth/authStore';
import { dashboardPath, localPath, LOGIN_ROUTE } from './paths';
import { useLanguage } from './useLanguage';

/** The empty home: dashboard when logged in, login otherwise. */
export function HomeRedirect() {
  const { authenticated } = useAuth();
  const language = useLanguage();
  return <Navigate replace to={authenticated ? dashboardPath(language) : localPath(language, LOGIN_ROUTE)} />;
}
