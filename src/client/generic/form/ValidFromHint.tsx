import { Form, type FormInstance } from 'antd';
import dayjs, { type ConfigType } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../format/useFormatters';
import type { FormValues } from './formValues';

/**
 * Below a versioned record's valid-from: what Save will do with the date as it stands, correct the open
 * version (same date) or add a new version from another day.
 */
export function ValidFromHint({ form, version, storedValidFrom }: { form: FormInstance<FormValues>; version: unknown; storedValidFrom: unknown }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const typed = Form.useWatch('validFrom', form) as ConfigType;
  const moved = typed && !dayjs(typed).isSame(dayjs(storedValidFrom as ConfigType), 'day');
  return (
    <span data-testid="valid-from-hint">
      {moved ? t('generic.versions.newVersionHint', { version, validFrom: format.date(typed) }) : t('generic.versions.validFromHint', { version })}
    </span>
  );
}
