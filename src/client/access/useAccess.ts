import type { CanParams, CanReturnType } from '@refinedev/core';
import { useAuth } from '../auth/authStore';
import { registry } from '../registry/registry';
import { decideAccess } from './decideAccess';
import { accessContext } from './routeAccess';
import { useTenantConfig } from './useTenantConfig';

/**
 * The access rule's answers (decideAccess) for the current user and tenant, each a question as refine's useCan takes
 * it. They are decided in the render that asks, from the session and the tenant's config; undefined while that config
 * is still loading, so a hidden entry is never offered for a moment. Decided without a query, a page is drawn once
 * with its buttons and menu rather than once more when an answer arrives.
 */
export function useAccessEach(questions: readonly CanParams[]): CanReturnType[] | undefined {
  const { user, tenant } = useAuth();
  const config = useTenantConfig();
  const settled = !tenant || (config.tenant === tenant && (config.status === 'ready' || config.status === 'error'));
  if (!settled) return undefined;
  const context = accessContext(user, tenant, tenant ? config.config : null);
  return questions.map((question) => decideAccess(question, context, registry));
}

/** One question's answer (useAccessEach). */
export function useAccess(question: CanParams): CanReturnType | undefined {
  return useAccessEach([question])?.[0];
}
