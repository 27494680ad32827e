import { validators } from 'virtual:entity-validators';
import { dateRangeErrors, DATE_RANGE_MESSAGE_KEY } from '../../../shared/date-ranges';
import type { EntitySchema } from '../../../shared/registry';
import { withoutEmpty, type Payload } from './formValues';
import { fieldMessages, type MessageKey } from './validationMessages';

/**
 * Client-side check with the same schema as the server, compiled at build time (vite.config.ts), and
 * the registry's rules across fields (x-date-ranges) the server checks too.
 */
export function validatePayload(entity: EntitySchema, payload: Payload): Record<string, MessageKey> {
  const validate = validators[entity['x-resource']];
  const record = withoutEmpty(payload);
  const messages = !validate || validate(record) ? {} : fieldMessages(entity, validate.errors);
  for (const { field } of dateRangeErrors(entity, record)) messages[field] ??= DATE_RANGE_MESSAGE_KEY;
  return messages;
}
