import { useDelete, type BaseRecord, type HttpError } from '@refinedev/core';
import { App } from 'antd';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EntitySchema } from '../../../shared/registry';
import { apiErrorInfo, translateApiError } from '../../api/apiError';
import { useLanguage } from '../../routing/useLanguage';
import { entitySingular } from '../../../shared/labels';
import { referenceLabel } from '../referenceLabel';
import { RecordUsages, type RecordUsage } from './RecordUsages';

/** The usages of a refused delete (409 IN_USE), else undefined. */
function usagesOf(error: unknown): RecordUsage[] | undefined {
  const info = apiErrorInfo(error);
  const usages = (info.body as { usages?: unknown }).usages;
  return info.code === 'IN_USE' && Array.isArray(usages) ? (usages as RecordUsage[]) : undefined;
}

/**
 * Deletes one record with the texts ("{entity} was successfully deleted" / "Error deleting {entity}").
 * A record others still use is not deleted: a dialog says where it is used, with links to those records.
 */
export function useRecordDelete(entity: EntitySchema) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const language = useLanguage();
  const { mutate, mutation } = useDelete();
  const name = entitySingular(t, entity);
  const keyOf = (record: BaseRecord) => String(record[entity['x-key']] ?? record.id);
  /** "Partner 100010 – Acme GmbH": how the confirmation and the refusal name the record. */
  const describe = (record: BaseRecord) => ({ entity: name, record: referenceLabel(entity, record) });

  const showUsages = (record: BaseRecord, usages: RecordUsage[]) => {
    const dialog = modal.error({
      title: t('generic.usages.title', describe(record)),
      content: createElement(RecordUsages, {
        usages,
        recordKey: keyOf(record),
        language,
        open: (path: string) => {
          dialog.destroy();
          navigate(path);
        },
      }),
      okText: t('generic.close'),
    });
  };

  const remove = (record: BaseRecord) =>
    mutate(
      {
        resource: entity['x-resource'],
        id: encodeURIComponent(keyOf(record)),
        successNotification: () => ({ type: 'success', message: t('generic.notify.deleted', { entity: name }) }),
        errorNotification: (error?: HttpError) =>
          usagesOf(error) ? false : { type: 'error', message: t('generic.notify.deleteError', { entity: name }), description: translateApiError(t, error) },
      },
      {
        onError: (error) => {
          const usages = usagesOf(error);
          if (usages) showUsages(record, usages);
        },
      },
    );
  return { remove, deleting: mutation.isPending, confirmText: (record: BaseRecord) => t('generic.list.deleteConfirmRecord', describe(record)) };
}
