import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportErrorsTable } from './ImportErrorsTable';

export interface ErrorListOf {
  id: string;
  fileName: string;
  errorCount: number;
}

/** The error list of a failed import from the import messages list. */
export function ImportErrorsDrawer({ of, onClose }: { of: ErrorListOf | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={of !== null}
      onClose={onClose}
      title={of && t('imports:view.errorsTitle', { fileName: of.fileName })}
      width="min(880px, 100vw)"
      destroyOnHidden
      rootClassName="import-errors-drawer"
    >
      {of && <ImportErrorsTable importId={of.id} fileName={of.fileName} errorCount={of.errorCount} />}
    </Drawer>
  );
}
