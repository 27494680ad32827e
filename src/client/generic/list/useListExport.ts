import type { CrudFilter, CrudSort } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../../shared/reports/api';
import { translateApiError } from '../../api/apiError';
import { withJsonError } from '../../api/blobError';
import { http } from '../../api/http';
import { listQuery } from '../../providers/dataProvider';
import { saveBlob } from '../../api/saveBlob';
import { useNotify } from '../../notifications/useNotify';
import { useLanguage } from '../../routing/useLanguage';
import { useSettings } from '../../settings/settingsStore';

/**
 * Downloads /{resource}.csv or .xlsx for the list's filters, sort and visible columns, worded as the list
 * is: in the interface language, XLSX dates in the user's date format, date-times in the user's zone (a blob, so the
 * auth headers go along). With `keys` only those records (the rows ticked on the page: `id=` per key).
 */
export function useListExport(resource: string, filters: CrudFilter[], sorters: CrudSort[], columns: string[]) {
  const { t } = useTranslation();
  const notify = useNotify();
  const language = useLanguage();
  const { dateFormat, timezone } = useSettings();
  const [exporting, setExporting] = useState<ExportFormat>();
  const exportList = async (format: ExportFormat, keys?: string[]) => {
    setExporting(format);
    const params = new URLSearchParams(listQuery(filters, sorters));
    for (const key of keys ?? []) params.append('id', key);
    params.set('_columns', columns.join(','));
    params.set('lang', language);
    if (dateFormat) params.set('dateFormat', dateFormat);
    params.set('timeZone', timezone);
    try {
      const response = await withJsonError(http.get<Blob>(`/${resource}.${format}`, { params, responseType: 'blob' }));
      saveBlob(response.data, `${resource}.${format}`);
    } catch (error) {
      notify('error', t('generic.list.exportError'), translateApiError(t, error));
    } finally {
      setExporting(undefined);
    }
  };
  return { exportList, exporting };
}
