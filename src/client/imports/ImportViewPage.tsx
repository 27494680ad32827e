import type { BaseRecord } from '@refinedev/core';
import { useState } from 'react';
import { EntityList } from '../generic/list/EntityList';
import { useEntity } from '../generic/useEntity';
import { ImportCard } from './ImportCard';
import { ImportErrorsDrawer, type ErrorListOf } from './ImportErrorsDrawer';

/**
 * The route of `import-messages` (the import view): the import card above the generic,
 * read-only list of import messages; a failed import's row opens its error list, others their message.
 */
export default function ImportViewPage() {
  const entity = useEntity('import-messages');
  const [errorsOf, setErrorsOf] = useState<ErrorListOf | null>(null);
  const openErrors = (record: BaseRecord) => {
    if (record.importStatus !== 'failed' || !record.errorCount) return false;
    setErrorsOf({ id: String(record.id), fileName: String(record.fileName ?? ''), errorCount: Number(record.errorCount ?? 0) });
    return true;
  };
  return (
    <>
      <EntityList entity={entity} intro={<ImportCard />} onRowClick={openErrors} />
      <ImportErrorsDrawer of={errorsOf} onClose={() => setErrorsOf(null)} />
    </>
  );
}
