import type { Language } from '../../shared/settings';
import { localPath } from '../routing/paths';
import { editRoute, entityRoutes } from './entityRoutes';
import { registry } from './registry';

/** The path of a record's page in `language`. */
export const recordPage = (language: Language, resource: string, key: string | number) =>
  localPath(language, editRoute(entityRoutes(registry.get(resource)!), key));
