import { Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../format/fileSize';
import { formatNumber } from '../format/number';
import { enumLabel } from '../../shared/labels';
import { registry } from '../registry/registry';
import { processingPercent, type ImportRun } from './runImport';

const MESSAGES = registry.get('import-messages')!;

/** Upload (bytes sent) and processing (phase, rows read and written, errors so far) of a running import. */
export function ImportProgress({ run }: { run: Extract<ImportRun, { step: 'running' }> }) {
  const { t } = useTranslation();
  const uploaded = run.fileSize ? run.uploaded / run.fileSize : 1;
  const { progress } = run;
  return (
    <Space direction="vertical" className="import-progress" data-testid="import-progress">
      <div>
        <Typography.Text>
          {t('imports:view.upload')}: {run.fileName} —{' '}
          {t('imports:view.uploaded', { loaded: formatFileSize(run.uploaded), total: formatFileSize(run.fileSize) })}
        </Typography.Text>
        <Progress percent={Math.floor(uploaded * 100)} status={uploaded < 1 ? 'active' : 'success'} data-testid="upload-progress" />
      </div>
      <div>
        <Typography.Text>
          {t('imports:view.processing')}
          {progress && <> — {t('imports:view.phase', { phase: enumLabel(t, MESSAGES, 'phase', progress.phase) })}</>}
        </Typography.Text>
        <Progress percent={processingPercent(progress, uploaded)} status="active" data-testid="processing-progress" />
        {progress && (
          <Typography.Text type="secondary" data-testid="import-counters">
            {t('imports:view.counters', {
              rowsRead: formatNumber(progress.rowsRead),
              rowsWritten: formatNumber(progress.rowsWritten),
              errorCount: formatNumber(progress.errorCount),
            })}
          </Typography.Text>
        )}
      </div>
    </Space>
  );
}
