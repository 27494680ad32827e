import '@refinedev/antd/dist/reset.css';
import { i18nReady } from './i18n/i18n';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadRoute } from './routing/AppRoutes';
import { authStore } from './auth/authStore';
import { settledTenantConfig } from './access/useTenantConfig';

// A returning user's tenant config (menu, route access) loads while the texts and the first render are under way.
const { tenant } = authStore.get();
if (tenant) void settledTenantConfig(tenant);
// The first render needs the page language's texts, and for a returning user the code of the shell and of
// the page the URL names (a list's configs and rows are asked for meanwhile; a failed chunk load is left to
// the lazy page's own attempt).
await Promise.all([i18nReady, tenant ? preloadRoute(window.location.pathname).catch(() => undefined) : undefined]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
