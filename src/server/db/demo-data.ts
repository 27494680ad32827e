import type { TenantIssuer } from '../../shared/pos/api';
import type { TenantConfig } from '../../shared/visibility';

/** Menu visibility of a producer tenant (docs/domain-rules.md#tenant-visibility-of-menus). */
const PRODUCER_ROUTES = [
  'inbounds',
  'outbounds',
  'sustainabilitydata',
  'mass-balances',
  'carbonintensityconfigurations',
  'partners',
  'products',
  'locations',
  'country-codes',
  'onsite-report-facility-input',
  'onsite-report-facility-output',
  'offsite-report-facility-input',
];
const PRODUCER_IMPORTS = ['rawPHD', 'rawStock', 'rawImport'];

/** Menu visibility of a CFR tenant. */
const CFR_ROUTES = [
  'inbounds',
  'outbounds',
  'catscredits',
  'catscreditshistory',
  'mass-balances',
  'carbonintensityconfigurations',
  'partners',
  'products',
  'locations',
  'country-codes',
  'product-material-balance-report',
  'credit-generation-report',
];
const CFR_IMPORTS = ['cfrImport', 'cfrHistoryImport', 'rawImport'];

/** A demo tenant; its time zone is the default (migrations.ts). */
export interface DemoTenant extends Omit<TenantConfig, 'timeZone' | 'today'> {
  displayName: string;
  /** The issuer its PoS documents name. */
  issuer?: TenantIssuer;
}

export const DEMO_TENANTS: DemoTenant[] = [
  {
    tenant: 'OILCO_PRODUCER',
    displayName: 'OilCo Producer',
    visibleRoutes: PRODUCER_ROUTES,
    visibleImportTypes: PRODUCER_IMPORTS,
    issuer: {
      companyName: 'OilCo Producer GmbH',
      street: 'Raffineriestraße 12',
      postalCode: '50389',
      city: 'Wesseling',
      country: 'Deutschland',
      certificateNumber: 'EU-ISCC-Cert-DE205-80421',
    },
  },
  { tenant: 'OILCO_CFR', displayName: 'OilCo CFR', visibleRoutes: CFR_ROUTES, visibleImportTypes: CFR_IMPORTS },
  {
    tenant: 'TENANT1',
    displayName: 'Tenant 1',
    visibleRoutes: [...PRODUCER_ROUTES, 'product-material-balance-report', 'credit-generation-report'],
    visibleImportTypes: PRODUCER_IMPORTS,
    issuer: {
      companyName: 'Tenant 1 Fuels Ltd.',
      street: '1200 Refinery Road',
      postalCode: 'V5A 1S6',
      city: 'Burnaby, BC',
      country: 'Canada',
      certificateNumber: 'EU-ISCC-Cert-CA101-30117',
    },
  },
  { tenant: 'OTHER_TENANT', displayName: 'Other Tenant', visibleRoutes: [], visibleImportTypes: [] },
  { tenant: 'TENANT2', displayName: 'Tenant 2', visibleRoutes: [], visibleImportTypes: [] },
];

export interface DemoUser {
  login: string;
  password: string;
  firstname: string;
  lastname: string;
  /** System administrator (sees every tenant). */
  adminflag: boolean;
  locked: boolean;
  /** Tenant memberships; `admin` = tenant administrator. */
  tenants: { tenant: string; admin: boolean }[];
  description: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    login: 'admin@fuel-portal.example',
    password: 'Admin-Portal-2026',
    firstname: 'Ada',
    lastname: 'Admin',
    adminflag: true,
    locked: false,
    tenants: [],
    description: 'system administrator (all tenants)',
  },
  {
    login: 'producer.admin@oilco.example',
    password: 'Producer-Admin-2026',
    firstname: 'Paula',
    lastname: 'Producer',
    adminflag: false,
    locked: false,
    tenants: [
      { tenant: 'OILCO_PRODUCER', admin: true },
      { tenant: 'OILCO_CFR', admin: false },
    ],
    description: 'tenant admin of OILCO_PRODUCER, member of OILCO_CFR',
  },
  {
    login: 'user@tenant1.example',
    password: 'Plain-User-2026',
    firstname: 'Uwe',
    lastname: 'User',
    adminflag: false,
    locked: false,
    tenants: [{ tenant: 'TENANT1', admin: false }],
    description: 'plain user of TENANT1',
  },
  {
    login: 'multi@fuel-portal.example',
    password: 'Multi-Tenant-2026',
    firstname: 'Mia',
    lastname: 'Multi',
    adminflag: false,
    locked: false,
    tenants: [
      { tenant: 'TENANT1', admin: false },
      { tenant: 'OILCO_PRODUCER', admin: false },
      { tenant: 'OILCO_CFR', admin: false },
      { tenant: 'OTHER_TENANT', admin: false },
      { tenant: 'TENANT2', admin: true },
    ],
    description: 'member of five tenants, admin of TENANT2',
  },
  {
    login: 'locked@fuel-portal.example',
    password: 'Locked-User-2026',
    firstname: 'Lars',
    lastname: 'Locked',
    adminflag: false,
    locked: true,
    tenants: [{ tenant: 'TENANT1', admin: false }],
    description: 'locked user of TENANT1',
  },
];
