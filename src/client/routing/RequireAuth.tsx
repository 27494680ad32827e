import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../auth/authStore';
import { loginPathWithRedirect } from './paths';
import { useLanguage } from './useLanguage';

/** Unauthenticated visitors go to login, keeping the full target path in `redirect`. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { authenticated } = useAuth();
  const location = useLocation();
  const language = useLanguage();
  if (!authenticated) {
    return <Navigate replace to={loginPathWithRedirect(language, `${location.pathname}${location.search}${location.hash}`)} />;
  }
  return children;
}
