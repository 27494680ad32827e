import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_TOKEN_PREFIX } from '../../shared/api-tokens';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAY_HEADER } from '../../shared/idempotency';
import { PROJECT_ROOT } from '../project-paths';

/** Where the viewer and the document are served: the viewer at the path itself, the document at `/json` (and `/yaml`) below it. */
export const API_DOCS_PATH = '/api/docs';

/** The guide for machine clients: readable in the repository, and the document's `info.description`. */
export const API_GUIDE_FILE = resolve(PROJECT_ROOT, 'docs/api-guide.md');

const WRITING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The header every write of a tenant may send (plugins/idempotency.ts), as an OpenAPI header parameter. */
const IDEMPOTENCY_HEADERS = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: {
      type: 'string',
      pattern: IDEMPOTENCY_KEY_PATTERN.source,
      description:
        `1 to 200 visible ASCII characters naming this write: within 24 h the same key with the same request answers the first answer ` +
        `again (${IDEMPOTENT_REPLAY_HEADER}: true) without doing the work twice; with another request 422 IDEMPOTENCY_KEY_REUSED; ` +
        `while the first is still running 409 IDEMPOTENCY_KEY_IN_USE`,
    },
  },
};

/** The guide as the document's description; its title line goes, the viewer shows `info.title` above it. */
async function apiGuide(): Promise<string> {
  return (await readFile(API_GUIDE_FILE, 'utf8')).replace(/^# .*\n+/, '');
}

/**
 * The OpenAPI document, generated from the route schemas (entity components come from the registry
 * through `addSchema`), and Swagger UI reading it, served from node_modules so that it works offline and
 * under the portal's content security policy (no inline script: its start-up is a file of its own).
 * Register before any route: the generator collects routes as they are added.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Fuel Portal API', version: '1', description: await apiGuide() },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: `A user's access token (a JWT from POST /api/v1/account/login), or an API token (${API_TOKEN_PREFIX}…).`,
          },
          tenant: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Tenant',
            description: "The tenant a user's request works in. An API token needs none: a header naming another tenant than the token's is refused with 403.",
          },
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: `${API_TOKEN_PREFIX}…`,
            description:
              `An API token of one tenant, created by a tenant administrator on the page "API tokens" (/{lang}/user/api-tokens): ` +
              `\`Authorization: Bearer ${API_TOKEN_PREFIX}…\`, no login and no X-Tenant header. Writes may send \`Idempotency-Key\` (see the guide above).`,
          },
        },
      },
    },
    // Components keep their registry names (`partners`), not def-0, def-1, ...
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    // Every route gets its tag (first segment after /api/v1; an export `/inbounds.csv` beside its list) and its
    // security from the route flags, so no route has to repeat them. A tenant route takes a user's token with
    // X-Tenant, or an API token alone; a tenant's write documents the Idempotency-Key header.
    transform: ({ schema, url, route }) => {
      const { auth, tenant } = route.config ?? {};
      const security: Record<string, string[]>[] | undefined = tenant ? [{ bearer: [], tenant: [] }, { apiToken: [] }] : auth ? [{ bearer: [] }] : undefined;
      const tag = url.split('/')[3]?.split('.')[0];
      const writes = tenant && [route.method].flat().some((method) => WRITING_METHODS.has(method));
      return { schema: { ...(tag && { tags: [tag] }), ...(security && { security }), ...(writes && { headers: IDEMPOTENCY_HEADERS }), ...schema }, url };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    theme: { title: 'Fuel Portal API' },
    // BaseLayout: without the stock top bar, which would offer to load any other document by URL.
    uiConfig: { layout: 'BaseLayout', deepLinking: true, docExpansion: 'none', defaultModelsExpandDepth: 0, persistAuthorization: false },
  });
});
