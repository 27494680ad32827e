import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../errors';
import { readPage, type QueryInput } from '../../lists/page-params';
import { resolvedLinks, type ResolvedLink } from '../../links/declarations';
import { backlinkRouteSchema, linkRouteSchemas } from '../../links/link-schemas';
import { LinkService } from '../../links/link-service';
import { DOCUMENTATION_ONLY } from '../../resources/openapi-schemas';
import { keyExists } from '../../resources/repository';
import { assertVisible, shownKeys } from '../../resources/visibility';
import type { FieldError } from '../../resources/validation';

type LinkRequest = FastifyRequest<{ Params: { key: string; target?: string }; Querystring: QueryInput }>;

/**
 * The link API (src/shared/links.ts) for every x-links declaration of the registry, and the backlinks of
 * every resource that links point at. The link rules of the generic writes are the links domain's (domains/links.ts).
 */
export default async function linkRoutes(app: FastifyInstance) {
  const links = resolvedLinks(app.registry);
  const service = new LinkService(app.db);
  const options = { config: { tenant: true }, ...DOCUMENTATION_ONLY };
  const context = (request: FastifyRequest) => ({ tenant: request.tenant, user: request.user.login });

  for (const link of links) {
    await app.register(async (scope) => {
      // The links of a record and the targets' labels: the tenant must show both resources.
      scope.addHook('onRequest', async (request) => assertVisible(app.db, request, link.source['x-visibility'], link.target['x-visibility']));
      registerLink(scope, link);
    });
  }

  function registerLink(scope: FastifyInstance, link: ResolvedLink) {
    const base = `/${link.source['x-resource']}/:key/links/${link.name}`;
    const schemas = linkRouteSchemas(link);
    scope.get(base, { ...options, schema: schemas.list }, async (request: LinkRequest) => service.list(request.tenant, link, request.params.key));
    scope.get(`${base}/candidates`, { ...options, schema: schemas.candidates }, async (request: LinkRequest) => {
      const invalid: FieldError[] = [];
      const page = readPage(request.query, invalid);
      const q = request.query.q;
      if (Array.isArray(q)) invalid.push({ field: 'q', rule: 'type', messageKey: 'validation.invalid' });
      if (invalid.length) throw errors.validation(invalid);
      return service.candidates(request.tenant, link, request.params.key, (q as string | undefined) || undefined, page);
    });
    scope.put(`${base}/:target`, { ...options, schema: schemas.link }, async (request: LinkRequest) =>
      service.link(context(request), link, request.params.key, request.params.target!, request.body),
    );
    scope.delete(`${base}/:target`, { ...options, schema: schemas.unlink }, async (request: LinkRequest) =>
      service.unlink(context(request), link, request.params.key, request.params.target!),
    );
  }

  const targets = [...new Set(links.map((link) => link.target))];
  for (const target of targets) {
    const incoming = links.filter((link) => link.target === target);
    await app.register(async (scope) => {
      scope.addHook('onRequest', async (request) => assertVisible(app.db, request, target['x-visibility']));
      scope.get(`/${target['x-resource']}/:key/backlinks`, { ...options, schema: backlinkRouteSchema(target['x-resource']) }, async (request: LinkRequest) => {
        if (!(await keyExists(app.db, target, request.tenant, request.params.key))) throw errors.notFound();
        // Links from resources the tenant does not show are left out, like their menus.
        const keys = await shownKeys(app.db, request);
        const shown: ResolvedLink[] = incoming.filter((link) => keys.includes(link.source['x-visibility']));
        return service.backlinks(request.tenant, shown, request.params.key);
      });
    });
  }
}
