import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The OpenAPI document, generated from the route schemas (entity components come from the registry
 * through `addSchema`). Register before any route: the generator collects routes as they are added.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Fuel Portal API', version: '1' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          tenant: { type: 'apiKey', in: 'header', name: 'X-Tenant' },
        },
      },
    },
    // Components keep their registry names (`partners`), not def-0, def-1, ...
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    // Every route gets its tag (first segment after /api/v1) and its security from the route flags,
    // so no route has to repeat them.
    transform: ({ schema, url, route }) => {
      const { auth, tenant } = route.config ?? {};
      const security = tenant ? [{ bearer: [], tenant: [] }] : auth ? [{ bearer: [] }] : undefined;
      const tag = url.split('/')[3];
      return { schema: { ...(tag && { tags: [tag] }), ...(security && { security }), ...schema }, url };
    },
  });
  const document = () => app.swagger();
  app.get('/api/docs', { schema: { hide: true } }, document);
  app.get('/api/docs/json', { schema: { hide: true } }, document);
});
