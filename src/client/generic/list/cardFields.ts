import { defaultColumns } from '../../../shared/field-kind';
import type { EntitySchema } from '../../../shared/registry';

/** Fields a card shows under the record's key: enough to tell records apart on a phone, few enough to scan. */
export const CARD_FIELD_COUNT = 3;

/** The main fields of a record on a card: the entity's first default columns (x-list) beside its key. */
export function cardFields(entity: EntitySchema): string[] {
  return defaultColumns(entity)
    .filter((property) => property !== entity['x-key'])
    .slice(0, CARD_FIELD_COUNT);
}
