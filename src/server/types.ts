import type { Registry } from '../shared/registry';
import type { ReportId } from '../shared/reports/api';
import type { Db } from './db/db';
import type { EntityHookLookup } from './resources/hooks';
import type { ListCache } from './resources/list-cache';
import type { ReportSql } from './reports/report-sql';
import type { AuthUser } from './users/user-repository';

/** Route config flags read by the auth and tenant plugins. */
export interface RouteFlags {
  /** Needs a valid access token. */
  auth?: boolean;
  /** Needs a token and an X-Tenant the user may use (implies auth). */
  tenant?: boolean;
  /**
   * The tenant menu key (visible_routes) a tenant route outside the registry's own routes needs, e.g.
   * `import-messages` for the import routes; checked by the route's plugin, read by the route catalog's tests.
   */
  visibility?: string;
  /**
   * The registry resource whose records a list route outside the registry's own lists answers with (a
   * reference's options); read by the route catalog's tests, which filter such a list by that resource's keys.
   */
  records?: string;
  /**
   * Takes record keys in its body (`keys`, shared/bulk.ts) rather than in its path; read by the route
   * catalog's tests, which send it another tenant's keys.
   */
  bulk?: boolean;
  /**
   * Path parameters that name no record (a period), with a value the route catalog's tests fill in: such a
   * route is tested like a list of the tenant, not like a record lookup.
   */
  pathSamples?: Record<string, string>;
  /** Open to an API token of the tenant whatever its scopes (the tenant's configuration); other routes check a token's scopes per area. */
  anyToken?: boolean;
}

export interface RouteInfo {
  method: string;
  url: string;
  config: RouteFlags;
}

/** The access token's claims. */
export interface AccessTokenPayload {
  /** The user's id. */
  sub: string;
  login: string;
  /** The session: the refresh-token family issued with the token. */
  sid: string;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the route flags to Fastify's config
  interface FastifyContextConfig extends RouteFlags {}
  interface FastifyInstance {
    db: Db;
    registry: Registry;
    /** The SQL of each report of the registry (schemas/reports/{id}.sql.ts). */
    reportQueries: ReadonlyMap<ReportId, ReportSql>;
    /** The domains' additions to the generic writes, loaded from domains/ before any route (domain-loader.ts). */
    entityHooks: EntityHookLookup;
    /** The list answers this node keeps (resources/list-cache.ts). */
    listCache: ListCache;
    /** Every route with its flags, so tests and docs can enumerate them. */
    routeCatalog: RouteInfo[];
  }
  interface FastifyRequest {
    /** The current tenant (upper-case) on routes with `tenant: true`. */
    tenant: string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenPayload;
    /** Loaded from the database on every authenticated request. */
    user: AuthUser;
  }
}
