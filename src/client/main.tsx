import '@refinedev/antd/dist/reset.css';
import { i18nReady } from './i18n/i18n';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { authStore } from './auth/authStore';
import { settledTenantConfig } from './tenant/useTenantConfig';

// A returning user's tenant config (menu, route access) loads while the texts and the first render are under way.
const { tenant } = authStore.get();
if (tenant) void settledTenantConfig(tenant);

// The first render needs the page language's texts.
await i18nReady;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
