import { useInvalidate, type CrudFilter } from '@refinedev/core';
import { App } from 'antd';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkAction, BulkRequest, BulkResult } from '../../../shared/bulk';
import type { EntitySchema } from '../../../shared/registry';
import { translateApiError } from '../../api/apiError';
import { http } from '../../api/http';
import { useNotify } from '../../notifications/useNotify';
import { listQuery } from '../../providers/dataProvider';
import { useLanguage } from '../../routing/useLanguage';
import { BulkResultList } from './BulkResultList';
import type { ListSelection } from './useListSelection';

/** The list's filters and search as the bulk route takes them: its query parameters, a repeated one as a list. */
function filterOf(filters: CrudFilter[]): NonNullable<BulkRequest['filter']> {
  const filter: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(listQuery(filters, []))) {
    const before = filter[name];
    filter[name] = before === undefined ? value : [before, value].flat();
  }
  return filter;
}

/**
 * Runs a bulk action (POST /{resource}/bulk) on a list's selection, then shows what was done and each
 * refused record with its reason, and reloads the list.
 */
export function useBulkAction(entity: EntitySchema, filters: CrudFilter[], onDone: () => void) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const notify = useNotify();
  const language = useLanguage();
  const invalidate = useInvalidate();
  const resource = entity['x-resource'];

  return async (selection: ListSelection, action: BulkAction, values?: Record<string, unknown>) => {
    const target = selection.allMatching ? { filter: filterOf(filters) } : { keys: selection.keys };
    const body: BulkRequest = { action, ...target, ...(values && { values }) };
    try {
      const { data } = await http.post<BulkResult>(`/${resource}/bulk`, body, { params: { lang: language } });
      const show = data.refused.length ? modal.warning : modal.success;
      show({
        title: t('generic.bulk.resultTitle'),
        content: createElement(BulkResultList, { action, result: data }),
        okText: t('generic.close'),
        width: 640,
      });
    } catch (error) {
      notify('error', t('generic.bulk.failed'), translateApiError(t, error));
    } finally {
      onDone();
      await invalidate({ resource, invalidates: ['list'] });
    }
  };
}
