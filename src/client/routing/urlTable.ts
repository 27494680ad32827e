import type { ComponentType } from 'react';
import { lazyWithPreload, type PreloadableComponent } from 'react-lazy-with-preload';
import { loadPageTexts } from '../i18n/pageTexts';
import type { FormMode } from '../generic/form/useEntityForm';

/** A page whose code `preload` loads, so the route can wait for it instead of suspending (AccessGuard, preloadRoute). */
export type PreloadablePage = ComponentType & { preload: () => Promise<unknown> };

/** A page of the URL table; `texts`: the page texts it shows (locales/<lang>/pages/), loaded with its code. */
const page = (load: () => Promise<{ default: ComponentType }>, texts: readonly string[] = []): PreloadablePage =>
  lazyWithPreload(async () => (await Promise.all([load(), loadPageTexts(texts)]))[0]);

/**
 * The URL table: the feature page of every route of the navigation (PAGE_ITEMS and URL_PAGES in
 * shared/navigation.ts), by its path under /{lang}/. A page lives in its feature's folder; its code loads
 * when the route is opened (or preloaded).
 */
export const URL_TABLE: Readonly<Record<string, PreloadablePage>> = {
  'user/dashboard': page(() => import('../dashboard/DashboardPage')),
  'movement-data/period-close': page(() => import('../period-close/PeriodClosePage')),
  'user/nachrichten': page(() => import('../messages/MessagesPage')),
  'user/einstellungen': page(() => import('../account/SettingsPage')),
  'user/passwort': page(() => import('../account/ChangePasswordPage')),
  'user/2fa-reset': page(() => import('../account/TwoFactorPage')),
  'user/release-notes': page(() => import('../help/ReleaseNotesPage')),
  'user/administration': page(() => import('../users/UserAdministrationPage')),
  'user/api-tokens': page(() => import('../api-tokens/ApiTokensPage'), ['apiTokens']),
  'user/webhooks': page(() => import('../webhooks/WebhooksPage'), ['webhooks']),
  'user/mandanten': page(() => import('../tenant-admin/TenantManagementPage')),
  'user/rollen': page(() => import('../roles/RolesPage')),
  logs: page(() => import('../audit/AuditLogPage')),
  'hilfe/dokumentation': page(() => import('../help/DocumentationPage')),
  'hilfe/faq': page(() => import('../help/FaqPage')),
  'hilfe/hilfevideos': page(() => import('../help/HelpVideosPage')),
  seed: page(() => import('../seed/SeedPage')),
  'layouts/about': page(() => import('../showcase/AboutShowcase'), ['showcase']),
  'layouts/accordion': page(() => import('../showcase/AccordionShowcase'), ['showcase']),
  'layouts/badge': page(() => import('../showcase/BadgeShowcase'), ['showcase']),
  'layouts/breadcrumb': page(() => import('../showcase/BreadcrumbShowcase'), ['showcase']),
  'layouts/button-group': page(() => import('../showcase/ButtonGroupShowcase'), ['showcase']),
  'layouts/button-icons': page(() => import('../showcase/ButtonIconsShowcase'), ['showcase']),
  'layouts/button': page(() => import('../showcase/ButtonShowcase'), ['showcase']),
  'layouts/data-display': page(() => import('../showcase/DataDisplayShowcase'), ['showcase']),
  'layouts/date-picker': page(() => import('../showcase/DatePickerShowcase'), ['showcase']),
  'layouts/input': page(() => import('../showcase/InputShowcase'), ['showcase']),
  'layouts/pagination': page(() => import('../showcase/PaginationShowcase'), ['showcase']),
  'layouts/sidebar': page(() => import('../showcase/SidebarShowcase'), ['showcase']),
  'layouts/table': page(() => import('../showcase/TableShowcase'), ['showcase']),
  'layouts/tabs-group': page(() => import('../showcase/TabsGroupShowcase'), ['showcase']),
};

/** Routes of the navigation that deliberately have no page yet: they show the placeholder (none today). */
export const PLACEHOLDER_ROUTES: readonly string[] = [];

/** The login page (`/{lang}/login`), outside the navigation. */
export const LOGIN_PAGE = lazyWithPreload(() => import('../login/LoginPage'));

/** The one page of every report of the registry (`reports/{id}`), given the report's declaration. */
export const REPORT_PAGE = lazyWithPreload(() => import('../reports/ReportPage'));

/** An entity route's mode: its list, create or edit page. */
export type EntityPageMode = FormMode | 'list';

/** Feature pages that take an entity's list, create or edit route instead of the generic page. */
export const ENTITY_ROUTE_PAGES: Readonly<Record<string, Partial<Record<EntityPageMode, PreloadableComponent<ComponentType>>>>> = {
  'mass-balances': {
    create: lazyWithPreload(() => import('../mass-balance/MassBalanceCreatePage')),
    edit: lazyWithPreload(() => import('../mass-balance/MassBalanceEditPage')),
  },
  'import-messages': {
    list: lazyWithPreload(() => import('../imports/ImportViewPage')),
  },
};
