import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportFilters, ReportId } from '../../shared/reports/api';
import { translateApiError } from '../api/apiError';
import { useAuth } from '../auth/authStore';
import { useNotify } from '../notifications/useNotify';
import { reportsApi } from './reportsApi';

/**
 * Print: every row is fetched (the screen shows one page), the print view renders, then the browser's
 * print dialog opens; closing it ends the print view.
 */
export function usePrintReport(id: ReportId, filters: ReportFilters) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { tenant } = useAuth();
  const [printing, setPrinting] = useState(false);
  const query = useQuery({ queryKey: ['reports', tenant, id, filters, 'all'], queryFn: () => reportsApi.all(id, filters), enabled: printing });
  const ready = printing && query.isSuccess;
  useEffect(() => {
    if (!ready) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done, { once: true });
    // After the print view has been laid out.
    const timer = window.setTimeout(() => window.print(), 50);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [ready]);
  const failed = printing && query.isError;
  useEffect(() => {
    if (!failed) return;
    notify('error', t('reports:actions.loadError'), translateApiError(t, query.error));
    setPrinting(false);
  }, [failed, notify, t, query.error]);
  return { print: () => setPrinting(true), printing, printed: ready ? query.data : undefined };
}
