import type { EntitySchema, Registry } from '../../../shared/registry';
import { DATE_RANGE_RULE } from '../../../shared/date-ranges';
import { createValidators, type FieldError, type RecordValidator } from '../../resources/validation';

const cache = new WeakMap<Registry, Map<string, RecordValidator>>();

/** The API's record validators (ajv, compiled once per registry and resource). */
export function registryValidators(registry: Registry): Map<string, RecordValidator> {
  let validators = cache.get(registry);
  if (!validators) {
    validators = createValidators([...registry.values()].filter((entity) => !entity['x-managed']));
    cache.set(registry, validators);
  }
  return validators;
}

/**
 * The import message of a validation error: the API's `validation.{rule}` as `errors.{rule}` of
 * locales/{lang}/imports.json, with the limit the rule names (maximum length, allowed values, range) or
 * the column a date must not precede (`headerOf`: the file's column of a property).
 */
export function validationProblem(
  entity: EntitySchema,
  error: FieldError,
  headerOf: (property: string) => string | undefined,
): { messageKey: string; params?: Record<string, string | number> } {
  const messageKey = `errors.${error.messageKey.replace(/^validation\./, '')}`;
  const property = entity.properties[error.field.split('.')[0]];
  switch (error.rule) {
    case 'maxLength':
      return { messageKey, params: { max: property?.maxLength ?? 0 } };
    case 'enum':
      return { messageKey, params: { values: (property?.enum ?? []).join(', ') } };
    case 'minimum':
    case 'exclusiveMinimum':
      return { messageKey, params: { min: property?.minimum ?? 0 } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { messageKey: 'errors.maximum', params: { max: property?.maximum ?? 0 } };
    case DATE_RANGE_RULE: {
      const after = error.params?.after ?? '';
      return { messageKey, params: { after: headerOf(after) ?? after } };
    }
    default:
      return { messageKey };
  }
}
