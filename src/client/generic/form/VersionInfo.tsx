import type { BaseRecord } from '@refinedev/core';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../format/useFormatters';
import { useTenantToday } from '../../access/useTenantToday';

/**
 * Which version of a versioned record the form shows: its number and valid-from, a note when it is not in
 * effect yet (it starts after the tenant's business day), and, when the page was opened on a particular
 * version, the way back to the one in effect today.
 */
export function VersionInfo({ record, pinned }: { record: BaseRecord; pinned: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const today = useTenantToday();
  if (record.version === undefined) return null;
  // Both are YYYY-MM-DD, so text order is date order.
  const future = today !== undefined && String(record.validFrom) > today;
  return (
    <Alert
      className="entity-form__version"
      type={future ? 'warning' : 'info'}
      showIcon
      data-testid="version-info"
      message={t(future ? 'generic.versions.showingFuture' : 'generic.versions.showing', { version: record.version, validFrom: format.date(record.validFrom) })}
      action={
        pinned ? (
          <Link to={{ search: '' }} replace data-testid="version-in-effect">
            {t('generic.versions.showInEffect')}
          </Link>
        ) : undefined
      }
    />
  );
}
