import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MASS_BALANCE_ERRORS, MASS_BALANCE_ROUTES, MISSING_PERIODS_ROUTE, type AllocationRequest } from '../../../shared/mass-balance/api';
import { can } from '../../../shared/permissions';
import { errors } from '../../errors';
import { fixedOrderPage, setTotalCount, type QueryInput } from '../../lists/page-params';
import { allocate, removeAllocation } from '../../mass-balance/allocate';
import { autoAssign } from '../../mass-balance/auto-assign';
import { mbErrors } from '../../mass-balance/errors';
import { completeBalance, reopenBalance, resetBalance } from '../../mass-balance/lifecycle';
import { createMissingBalances, type ChainStart } from '../../mass-balance/missing-balances';
import { missingMonthsBefore } from '../../mass-balance/period-rules';
import { balanceDays, listBalanceMovements, listBalanceProofs } from '../../mass-balance/queries';
import { PAGE_QUERYSTRING } from '../../lists/page-params';
import { errorsOf } from '../../resources/openapi-schemas';
import { keyExists } from '../../resources/repository';
import { assertVisible } from '../../resources/visibility';

const TAGS = ['mass-balances'];
const OPEN_OBJECT = { type: 'object', additionalProperties: true } as const;
const idParam = { id: { type: 'string', minLength: 1, maxLength: 120, description: 'the identifierValue' } };
const params = { type: 'object', required: ['id'], properties: idParam } as const;
const REFUSALS = `Refusals answer { code, message }, codes: ${MASS_BALANCE_ERRORS.join(', ')}.`;
const action = (summary: string, extra: Record<string, unknown> = {}) => ({
  tags: TAGS,
  summary,
  description: `${REFUSALS} Answers the balance after the action.`,
  params,
  response: { 200: { type: 'object', additionalProperties: true, properties: { balance: OPEN_OBJECT } }, ...errorsOf(400, 403, 404, 409) },
  ...extra,
});

type IdRequest = FastifyRequest<{ Params: { id: string }; Querystring: QueryInput }>;

const chainStart = (withUnit: boolean) =>
  ({
    type: 'object',
    required: withUnit ? ['site', 'product', 'unit', 'dateFrom'] : [],
    additionalProperties: false,
    properties: {
      site: { type: 'string', minLength: 1, maxLength: 40 },
      product: { type: 'string', minLength: 1, maxLength: 40 },
      dateFrom: { type: 'string', format: 'date', description: 'the first day of the balance to create' },
      ...(withUnit ? { unit: { type: 'string', enum: ['Kg', 'L15°'] } } : {}),
    },
  }) as const;
const MISSING_ANSWER = {
  type: 'object',
  properties: { missing: { type: 'array', items: { type: 'string' } }, created: { type: 'array', items: { type: 'string' } } },
} as const;

/**
 * The mass-balance actions (contract in src/shared/mass-balance/api.ts). The rules the generic writes of
 * balances, movements and proofs follow are the mass-balance domain's (domains/mass-balance.ts).
 */
export default async function massBalanceRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => assertVisible(app.db, request, 'mass-balances'));
    const options = { config: { tenant: true } };
    const context = (request: FastifyRequest) => ({ tenant: request.tenant, user: request.user.login });
    const inTransaction = <T>(work: Parameters<typeof app.db.transaction<T>>[0]) => app.db.transaction(work);

    scope.get(
      MISSING_PERIODS_ROUTE,
      {
        config: { tenant: true, visibility: 'mass-balances' },
        schema: {
          tags: TAGS,
          summary: 'The months before dateFrom in which the site and product have movements but no balance (YYYY-MM, oldest first; none without all three)',
          querystring: chainStart(false),
          response: { 200: MISSING_ANSWER, ...errorsOf(400, 403) },
        },
      },
      async (request: FastifyRequest<{ Querystring: Partial<Omit<ChainStart, 'unit'>> }>) => {
        const { site, product, dateFrom } = request.query;
        if (!site || !product || !dateFrom) return { missing: [] };
        return { missing: await missingMonthsBefore(app.db, request.tenant, site, product, dateFrom) };
      },
    );

    scope.post(
      MISSING_PERIODS_ROUTE,
      {
        config: { tenant: true, visibility: 'mass-balances' },
        schema: {
          tags: TAGS,
          summary: 'Creates an open balance for every month before dateFrom with movements and no balance, oldest first, in one step',
          description: REFUSALS,
          body: chainStart(true),
          response: { 200: MISSING_ANSWER, ...errorsOf(400, 403, 409) },
        },
      },
      async (request: FastifyRequest<{ Body: ChainStart }>) => inTransaction((tx) => createMissingBalances(tx, app.registry, context(request), request.body)),
    );

    scope.get(
      MASS_BALANCE_ROUTES.movements,
      {
        ...options,
        schema: {
          tags: TAGS,
          summary: 'Inputs or outputs of a balance with quantity, covered, uncovered and allocations (x-total-count)',
          params,
          querystring: { type: 'object', properties: { side: { type: 'string', enum: ['inputs', 'outputs'], default: 'inputs' }, ...PAGE_QUERYSTRING } },
          response: { 200: { type: 'array', items: OPEN_OBJECT }, ...errorsOf(400, 403, 404) },
        },
      },
      async (request: IdRequest, reply) => {
        const page = fixedOrderPage(request.query);
        await assertExists(request);
        const { rows, total } = await listBalanceMovements(
          app.db,
          request.tenant,
          request.params.id,
          request.query.side === 'outputs' ? 'outputs' : 'inputs',
          page,
        );
        setTotalCount(reply, total);
        return rows;
      },
    );

    scope.get(
      MASS_BALANCE_ROUTES.proofs,
      {
        ...options,
        schema: {
          tags: TAGS,
          summary: 'Proofs a balance can use: its product group and unit with volume left, and its pool (x-total-count)',
          params,
          querystring: { type: 'object', properties: PAGE_QUERYSTRING },
          response: { 200: { type: 'array', items: OPEN_OBJECT }, ...errorsOf(400, 403, 404) },
        },
      },
      async (request: IdRequest, reply) => {
        const page = fixedOrderPage(request.query);
        await assertExists(request);
        const { rows, total } = await listBalanceProofs(app.db, request.tenant, request.params.id, page);
        setTotalCount(reply, total);
        return rows;
      },
    );

    scope.get(
      MASS_BALANCE_ROUTES.daily,
      {
        ...options,
        schema: {
          tags: TAGS,
          summary: 'Per day of the period: input, output and covered quantity',
          params,
          response: { 200: { type: 'array', items: OPEN_OBJECT }, ...errorsOf(403, 404) },
        },
      },
      async (request: IdRequest) => {
        await assertExists(request);
        return balanceDays(app.db, request.tenant, request.params.id);
      },
    );

    scope.post(
      MASS_BALANCE_ROUTES.allocations,
      {
        ...options,
        schema: action('Allocates a proof to an input or output (quantity defaults to what both have left)', {
          body: {
            type: 'object',
            required: ['resource', 'key', 'proof'],
            properties: {
              resource: { type: 'string', enum: ['inbounds', 'outbounds'] },
              key: { type: 'string', minLength: 1, maxLength: 40 },
              proof: { type: 'string', minLength: 1, maxLength: 60 },
              quantity: { type: 'number', exclusiveMinimum: 0, maximum: app.registry.get('mass-balance-allocations')!.properties.quantity.maximum },
            },
          },
        }),
      },
      async (request: FastifyRequest<{ Params: { id: string }; Body: AllocationRequest }>) =>
        inTransaction((tx) => allocate(tx, app.registry, context(request), request.params.id, request.body)),
    );

    scope.delete(
      MASS_BALANCE_ROUTES.allocation,
      {
        ...options,
        schema: action('Removes an allocation (an output allocation with its issued proof)', {
          params: {
            type: 'object',
            required: ['id', 'allocationId'],
            properties: { ...idParam, allocationId: { type: 'string', minLength: 1, maxLength: 60 } },
          },
        }),
      },
      async (request: FastifyRequest<{ Params: { id: string; allocationId: string } }>) =>
        inTransaction((tx) => removeAllocation(tx, app.registry, context(request), request.params.id, request.params.allocationId)),
    );

    scope.post(
      MASS_BALANCE_ROUTES.autoAssign,
      { ...options, schema: action('First in, first out: proofs to inputs, then the pool to outputs') },
      async (request: IdRequest) => inTransaction((tx) => autoAssign(tx, app.registry, context(request), request.params.id)),
    );

    scope.post(
      MASS_BALANCE_ROUTES.reset,
      { ...options, schema: action('Removes the balance’s allocations and the proofs its outputs issued') },
      async (request: IdRequest) => inTransaction((tx) => resetBalance(tx, app.registry, context(request), request.params.id)),
    );

    scope.post(MASS_BALANCE_ROUTES.complete, { ...options, schema: action('Completes the balance and its movements') }, async (request: IdRequest) =>
      inTransaction((tx) => completeBalance(tx, app.registry, context(request), request.params.id)),
    );

    scope.post(MASS_BALANCE_ROUTES.reopen, { ...options, schema: action('Reopens a completed balance (administrators)') }, async (request: IdRequest) => {
      if (!can(request.user, request.tenant, 'massBalances.reopen')) throw mbErrors.adminRequired();
      return inTransaction((tx) => reopenBalance(tx, app.registry, context(request), request.params.id));
    });

    async function assertExists(request: IdRequest): Promise<void> {
      if (!(await keyExists(app.db, app.registry.get('mass-balances')!, request.tenant, request.params.id))) throw errors.notFound();
    }
  });
}
