import { importTypeLabel } from '../../shared/imports/type-label';
import { entityTitle } from '../../shared/labels';
import type { Registry } from '../../shared/registry';
import { importTextsOf, type Language } from '../i18n/translate';
import type { StoredProblem } from './problem-store';

/** Parameters that name an import type (`otherImportType`: the type the file looks like, the one chosen). */
const TYPE_PARAMS = ['type', 'expected'];

/**
 * An import problem in `language`, worded as the user reads the portal: a resource (`unknownReference`) by its
 * entity title, an import type by the name the import view gives it, never by their keys.
 */
export function problemText(registry: Registry, language: Language, problem: Pick<StoredProblem, 'messageKey' | 'params'>): string {
  const t = importTextsOf(language);
  const params: Record<string, unknown> = { ...problem.params };
  const entity = typeof params.resource === 'string' ? registry.get(params.resource) : undefined;
  if (entity) params.resource = entityTitle(t, entity);
  for (const name of TYPE_PARAMS) if (typeof params[name] === 'string') params[name] = importTypeLabel(t, registry, params[name]);
  return t(problem.messageKey, params);
}
