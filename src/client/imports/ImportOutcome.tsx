import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ImportResult } from '../../shared/imports/api';
import { formatNumber } from '../format/number';
import { entityTitle } from '../../shared/labels';
import { filteredListQuery } from '../generic/list/filterParams';
import { registry } from '../registry/registry';
import { localPath } from '../routing/paths';
import { useLanguage } from '../routing/useLanguage';
import { ImportErrorsTable } from './ImportErrorsTable';
import { importProblemText } from './importTexts';

/** "3 created, 1 updated, 0 unchanged." */
export function useCountsText() {
  const { t } = useTranslation();
  return (result: ImportResult) =>
    t('imports:view.counts', {
      created: formatNumber(result.recordsCreated),
      updated: formatNumber(result.recordsUpdated),
      unchanged: formatNumber(result.recordsUnchanged),
    });
}

/**
 * The lists the import wrote to (also those without a menu entry, e.g. production figures): filtered to
 * the records this import created or changed, or the whole list where it changed none.
 */
function TargetLinks({ result, resources }: { result: ImportResult; resources: readonly string[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const changed = result.recordsCreated + result.recordsUpdated > 0;
  return (
    <Space wrap size={[16, 4]}>
      {resources.flatMap((resource) => {
        const entity = registry.get(resource);
        if (!entity) return [];
        const query = changed ? filteredListQuery('importMessage', result.id) : '';
        return [
          <Link key={resource} to={`${localPath(language, entity['x-route'])}${query}`} data-testid={`import-target-${resource}`}>
            {t(changed ? 'imports:view.show' : 'imports:view.showAll', { entity: entityTitle(t, entity) })}
          </Link>,
        ];
      })}
    </Space>
  );
}

/** The end of an import: "Import finished" with counts and the target lists, or the errors; ignored columns as a note. */
export function ImportOutcome({ result, resources }: { result: ImportResult; resources: readonly string[] }) {
  const { t } = useTranslation();
  const counts = useCountsText();
  return (
    <Space direction="vertical" size="middle" className="import-outcome" data-testid="import-outcome">
      {result.importStatus === 'succeeded' ? (
        <Alert
          type="success"
          showIcon
          message={t('imports:result.finished')}
          description={
            <Space direction="vertical">
              <span data-testid="import-counts">{counts(result)}</span>
              <TargetLinks result={result} resources={resources} />
            </Space>
          }
          data-testid="import-finished"
        />
      ) : (
        <Alert
          type="error"
          showIcon
          message={t('imports:view.failed')}
          description={
            result.errorCount ? t('imports:view.failedCount', { errors: formatNumber(result.errorCount), fileName: result.fileName }) : result.errorMessage
          }
          data-testid="import-failed"
        />
      )}
      {result.warnings.length > 0 && (
        <Alert
          type="info"
          showIcon
          message={t('imports:view.warnings')}
          description={
            <ul className="import-outcome__warnings">
              {result.warnings.map((warning, index) => (
                <li key={index}>{importProblemText(t, warning)}</li>
              ))}
            </ul>
          }
          data-testid="import-warnings"
        />
      )}
      {result.importStatus === 'failed' && result.errorCount > 0 && (
        <ImportErrorsTable importId={result.id} fileName={result.fileName} errorCount={result.errorCount} />
      )}
    </Space>
  );
}
