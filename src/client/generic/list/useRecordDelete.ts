import { useDelete, type BaseKey } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../../shared/registry';
import { translateApiError } from '../../api/apiError';
import { entitySingular } from '../labels';

/** Deletes one record with the spec's texts ("{entity} was successfully deleted" / "Error deleting {entity}"). */
export function useRecordDelete(entity: EntitySchema) {
  const { t } = useTranslation();
  const { mutate, mutation } = useDelete();
  const name = entitySingular(t, entity);
  const remove = (id: BaseKey) =>
    mutate({
      resource: entity['x-resource'],
      id: encodeURIComponent(String(id)),
      successNotification: () => ({ type: 'success', message: t('generic.notify.deleted', { entity: name }) }),
      errorNotification: (error) => ({ type: 'error', message: t('generic.notify.deleteError', { entity: name }), description: translateApiError(t, error) }),
    });
  return { remove, deleting: mutation.isPending };
}
