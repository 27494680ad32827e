import type { ErrorObject } from 'ajv';
import type { EntitySchema, PropertySchema } from './registry';

/** A JSON pointer segment as the name it stands for (RFC 6901). */
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

const isIndex = (segment: string) => /^\d+$/.test(segment);

/**
 * The field an ajv error of an entity's input schema is about, as the dotted path a 400 VALIDATION
 * answer names: `fuelAmount`, `certificates` (the list itself: missing, too few or too many entries,
 * not a list) or `certificates.0.certificateNumber` (a property of one entry).
 */
export function errorField(error: ErrorObject): string {
  const path = error.instancePath.split('/').slice(1).map(unescape);
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (error.keyword === 'required' && params.missingProperty !== undefined) path.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && params.additionalProperty !== undefined) path.push(params.additionalProperty);
  return path.join('.');
}

/** The schema of a field path (`certificates.0.certificateNumber` → the entry's property), or undefined. */
export function schemaAt(entity: EntitySchema, field: string): PropertySchema | undefined {
  const [name, ...rest] = field.split('.').filter((segment) => !isIndex(segment));
  const property = Object.hasOwn(entity.properties, name) ? entity.properties[name] : undefined;
  if (rest.length === 0) return property;
  const items = property?.items?.properties;
  return rest.length === 1 && items && Object.hasOwn(items, rest[0]) ? items[rest[0]] : undefined;
}

/**
 * The i18n key of a field's own text for a rule, which the client shows instead of the generic one when
 * the locale has it (schemas/README.md "Messages"): `entities.{resource}.messages.{field}.{rule}`, entry
 * indexes left out (`certificates.0.certificateNumber` → `certificates.certificateNumber`), rule = the
 * messageKey without `validation.` (`required`).
 */
export function messageOverrideKey(resource: string, field: string, messageKey: string): string {
  const path = field
    .split('.')
    .filter((segment) => !isIndex(segment))
    .join('.');
  return `entities.${resource}.messages.${path}.${messageKey.replace(/^validation\./, '')}`;
}
