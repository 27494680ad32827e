import { validators } from 'virtual:entity-validators';
import type { EntitySchema } from '../../../shared/registry';
import { withoutEmpty, type Payload } from './formValues';
import { fieldMessages, type MessageKey } from './validationMessages';

/** Client-side check with the same schema as the server, compiled at build time (vite.config.ts). */
export function validatePayload(entity: EntitySchema, payload: Payload): Record<string, MessageKey> {
  const validate = validators[entity['x-resource']];
  if (!validate || validate(withoutEmpty(payload))) return {};
  return fieldMessages(entity, validate.errors);
}
