import { useOne } from '@refinedev/core';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportErrorsTable } from './ImportErrorsTable';

/** Below an import message's record: the errors of its file by row, as the import view's error list shows them. */
export default function ImportMessageErrors({ recordKey }: { recordKey: string }) {
  const { t } = useTranslation();
  const { result } = useOne<Record<string, unknown>>({ resource: 'import-messages', id: encodeURIComponent(recordKey) });
  if (!result?.errorCount) return null;
  const fileName = String(result.fileName ?? '');
  return (
    <Card title={t('imports:view.errorsTitle', { fileName })} data-testid="import-message-errors">
      <ImportErrorsTable importId={recordKey} fileName={fileName} errorCount={Number(result.errorCount)} />
    </Card>
  );
}
