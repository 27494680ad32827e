import type { FastifyInstance, FastifyRequest } from 'fastify';
import { balanceIdentifier } from '../../shared/mass-balance/period';
import type { CloseAction, CloseApplied, ClosePeriod, ClosePreview, CloseStep } from '../../shared/period-close/api';
import type { Queryable } from '../db/db';
import { ApiError } from '../errors';
import { errorText, type Language } from '../i18n/translate';
import { registryValidators } from '../imports/read/validators';
import { autoAssign } from '../mass-balance/auto-assign';
import { completeBalance } from '../mass-balance/lifecycle';
import { ResourceService } from '../resources/service';
import { tenantToday } from '../time/tenant-day';
import { autoAssignSkip, completeSkip } from './readiness';
import { readSiteProducts } from './status';

/** What each action would do in the period, line by line, with the reason a line is left (readiness.ts). */
export async function previewClose(db: Queryable, tenant: string, period: ClosePeriod, action: CloseAction): Promise<ClosePreview> {
  const siteProducts = await readSiteProducts(db, tenant, period);
  const today = await tenantToday(db, tenant);
  const steps: CloseStep[] = [];
  for (const { site, product, balances, missingMonths, previousStatus } of siteProducts) {
    if (action === 'createMissing') {
      for (const month of missingMonths) steps.push({ site, product, month, balance: balanceIdentifier(site, product, `${month}-01`) });
      continue;
    }
    // Completion runs in the chain's order: a balance is ready once the one before it is completed or will be.
    let previousReady = previousStatus === null || previousStatus === 'completed';
    for (const balance of balances) {
      const skip =
        action === 'autoAssign'
          ? autoAssignSkip(balance)
          : completeSkip(
              balance,
              previousReady,
              missingMonths.some((month) => month < balance.dateFrom.slice(0, 7)),
              today,
            );
      previousReady = action === 'complete' && (skip === undefined || skip === 'completed');
      steps.push({ site, product, balance: balance.id, ...(skip ? { skip } : {}) });
    }
  }
  return { action, steps };
}

/** The unit a new balance of a site and product is kept in: its chain's, else the product's unit of measurement. */
async function unitFor(db: Queryable, tenant: string, site: string, product: string): Promise<string | undefined> {
  const { rows } = await db.query<{ unit: string }>(
    `SELECT coalesce((SELECT unit FROM e_mass_balances WHERE tenant = $1 AND site = $2 AND product = $3 LIMIT 1),
       (SELECT "unitOfMeasurement" FROM e_products WHERE tenant = $1 AND number = $3 ORDER BY "validFrom" DESC LIMIT 1)) AS unit`,
    [tenant, site, product],
  );
  return rows[0]?.unit;
}

/**
 * Runs the action on every line the preview does not leave, each in a transaction of its own through the
 * mass-balance services (their rules decide; a refusal is reported with its code and leaves the other lines).
 */
export async function applyClose(
  app: FastifyInstance,
  request: Pick<FastifyRequest, 'tenant' | 'user'>,
  period: ClosePeriod,
  action: CloseAction,
  language: Language,
): Promise<CloseApplied> {
  const { steps } = await previewClose(app.db, request.tenant, period, action);
  const context = { tenant: request.tenant, user: request.user.login };
  const balances = app.registry.get('mass-balances')!;
  const service = new ResourceService(app.db, app.registry, balances, registryValidators(app.registry).get('mass-balances')!, app.entityHooks);
  const result: CloseApplied = { action, done: [], skipped: steps.filter((step) => step.skip), refused: [] };
  for (const step of steps.filter((candidate) => !candidate.skip)) {
    try {
      if (action === 'createMissing') {
        const unit = await unitFor(app.db, request.tenant, step.site, step.product);
        await service.create(context, { site: step.site, product: step.product, unit, dateFrom: `${step.month}-01` });
      } else {
        await app.db.transaction((tx) => (action === 'autoAssign' ? autoAssign : completeBalance)(tx, app.registry, context, step.balance));
      }
      result.done.push(step);
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
      result.refused.push({ ...step, code: error.code, message: errorText(language, error) });
    }
  }
  return result;
}
