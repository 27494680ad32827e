import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat, ReportFilters, ReportId } from '../../shared/reports/api';
import { translateApiError } from '../api/apiError';
import { saveBlob } from '../api/saveBlob';
import { useNotify } from '../notifications/useNotify';
import { useLanguage } from '../routing/useLanguage';
import { reportsApi } from './reportsApi';

/** The file name of an export: report, period and the quarter or months when filtered by them. */
export function exportFileName(id: ReportId, filters: ReportFilters, period: string | undefined, format: ExportFormat): string {
  const scope = filters.quarter ? `Q${filters.quarter}` : filters.monthFrom ? `${filters.monthFrom}_${filters.monthTo ?? ''}` : '';
  return `${[id, period, scope].filter(Boolean).join('_')}.${format}`;
}

/** Downloads the whole report in the interface language (a blob: the auth headers go along). */
export function useReportExport(id: ReportId, filters: ReportFilters, period: string | undefined) {
  const { t } = useTranslation();
  const notify = useNotify();
  const language = useLanguage();
  const [exporting, setExporting] = useState<ExportFormat>();
  const download = async (format: ExportFormat) => {
    setExporting(format);
    try {
      saveBlob(await reportsApi.export(id, format, language, filters), exportFileName(id, filters, period, format));
    } catch (error) {
      notify('error', t('reports:actions.exportError'), translateApiError(t, error));
    } finally {
      setExporting(undefined);
    }
  };
  return { download, exporting };
}
