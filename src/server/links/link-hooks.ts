import type { EntityHooks, Guard } from '../resources/hooks';
import { assertBoundKept, boundsOf } from './bounds';
import type { ResolvedLink } from './declarations';
import { deleteLinks, moveSourceKey } from './link-store';
import { auditLink } from './link-service';

/**
 * What the generic writes of a link's records do about its links, in the write's transaction: a deleted
 * source takes its links along (audited as unlinks), a renumbered one keeps them, and a bound lowered or
 * cleared below what is linked is refused. A linked target is neither deleted nor renumbered (IN_USE, usages.ts).
 */
function sourceHooks(link: ResolvedLink): EntityHooks {
  const key = link.source['x-key'];
  const bound = boundsOf(link).find((candidate) => candidate.bound === 'source');
  return {
    async afterWrite(tx, context, { before, after }) {
      if (before && !after) {
        for (const row of await deleteLinks(tx, link, context.tenant, String(before[key]))) await auditLink(tx, context, link, String(before[key]), row);
        return;
      }
      if (before && after && before[key] !== after[key]) await moveSourceKey(tx, link, context.tenant, String(before[key]), String(after[key]));
      if (before && after && bound) await assertBoundKept(tx, link, bound, context.tenant, String(after[key]));
    },
  };
}

function targetHooks(link: ResolvedLink): EntityHooks | undefined {
  const bound = boundsOf(link).find((candidate) => candidate.bound === 'target');
  if (!bound) return undefined;
  const key = link.target['x-key'];
  return {
    async afterWrite(tx, context, { before, after }) {
      if (before && after) await assertBoundKept(tx, link, bound, context.tenant, String(after[key]));
    },
  };
}

/** The hooks of every link on the entities on either side. */
export function linkGuards(links: ResolvedLink[]): Guard[] {
  return links.flatMap((link) => {
    const target = targetHooks(link);
    return [{ resource: link.source['x-resource'], hooks: sourceHooks(link) }, ...(target ? [{ resource: link.target['x-resource'], hooks: target }] : [])];
  });
}
