import type { CrudFilter, CrudSort } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../api/apiError';
import { http } from '../../api/http';
import { saveBlob } from '../../api/saveBlob';
import { useNotify } from '../../notifications/useNotify';
import { simpleRestQuery } from './filterParams';

/** Downloads /{resource}.csv for the list's filters, sort and visible columns (a blob, so the auth headers go along). */
export function useCsvExport(resource: string, filters: CrudFilter[], sorters: CrudSort[], columns: string[]) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const response = await http.get<Blob>(`/${resource}.csv`, {
        params: { ...simpleRestQuery(filters, sorters), _columns: columns.join(',') },
        responseType: 'blob',
      });
      saveBlob(response.data, `${resource}.csv`);
    } catch (error) {
      notify('error', t('generic.list.exportError'), translateApiError(t, error));
    } finally {
      setExporting(false);
    }
  };
  return { exportCsv, exporting };
}
