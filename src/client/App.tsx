import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { Spin } from 'antd';
import { Suspense, useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { queryClient } from './providers/queryClient';
import { useNotificationProvider } from './providers/useNotificationProvider';
import { refineResources } from './registry/entityRoutes';
import { registry } from './registry/registry';
import { AppRoutes } from './routing/AppRoutes';
import { LanguageGate } from './routing/LanguageGate';
import { ThemeProvider } from './theme/ThemeProvider';

export function App() {
  // Translated labels: computed once the page language's texts are loaded (main.tsx).
  const resources = useMemo(() => refineResources(registry), []);
  return (
    <BrowserRouter>
      <ThemeProvider>
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          notificationProvider={useNotificationProvider}
          resources={resources}
          options={{ disableTelemetry: true, syncWithLocation: true, reactQuery: { clientConfig: queryClient } }}
        >
          <LanguageGate>
            <Suspense fallback={<Spin fullscreen />}>
              <AppRoutes />
            </Suspense>
          </LanguageGate>
        </Refine>
      </ThemeProvider>
    </BrowserRouter>
  );
}
