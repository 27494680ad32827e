import { linkQuantityMaximum, type LinkInput } from '../../shared/links';
import type { EntitySchema } from '../../shared/registry';
import { errors } from '../errors';
import { createValidators, type RecordValidator } from '../resources/validation';
import type { ResolvedLink } from './declarations';

const validators = new WeakMap<ResolvedLink, RecordValidator>();

/**
 * The body of a link as a tiny registry entity, so its quantity is checked by the same validator and answers
 * the same message keys as a record's number property (required, amount, number).
 */
function validatorOf(link: ResolvedLink): RecordValidator {
  let validate = validators.get(link);
  if (!validate) {
    const resource = `${link.source['x-resource']}-${link.name}-link`;
    const body = {
      $id: `${resource}.json`,
      title: resource,
      type: 'object',
      'x-resource': resource,
      'x-key': 'quantity',
      properties: {
        quantity: {
          type: 'number',
          exclusiveMinimum: 0,
          maximum: linkQuantityMaximum(link.source, link.target, link.declaration.quantity!),
          'x-unit': link.declaration.quantity!.unit,
        },
      },
      required: ['quantity'],
    } as unknown as EntitySchema;
    validate = createValidators([body]).get(resource)!;
    validators.set(link, validate);
  }
  return validate;
}

/**
 * The link's quantity from a PUT body: required (> 0) where the link declares one, refused where it does not;
 * 400 VALIDATION naming `quantity` otherwise.
 */
export function linkQuantity(link: ResolvedLink, body: unknown): number | undefined {
  const quantity = body && typeof body === 'object' && !Array.isArray(body) ? (body as LinkInput).quantity : undefined;
  if (!link.declaration.quantity) {
    if (quantity === undefined || quantity === null) return undefined;
    throw errors.validation([{ field: 'quantity', rule: 'additionalProperties', messageKey: 'validation.invalid' }]);
  }
  const found = validatorOf(link)(quantity === undefined || quantity === null ? {} : { quantity });
  if (found.length) throw errors.validation(found);
  return quantity as number;
}
