import { buildImportDeclarations } from '../../../shared/imports/declarations';
import type { ImportDeclaration } from '../../../shared/imports/declaration';
import type { Registry } from '../../../shared/registry';

const cache = new WeakMap<Registry, ImportDeclaration[]>();

/** The spec's import types of a registry (for "this is another type's file"), built once per registry. */
export function specDeclarations(registry: Registry): ImportDeclaration[] {
  let declarations = cache.get(registry);
  if (!declarations) {
    declarations = [...buildImportDeclarations(registry).values()];
    cache.set(registry, declarations);
  }
  return declarations;
}
