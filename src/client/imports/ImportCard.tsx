import './imports.css';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Select, Space, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportTypeInfo } from '../../shared/imports/api';
import { saveBlob } from '../api/saveBlob';
import { useNotify } from '../notifications/useNotify';
import { registry } from '../registry/registry';
import { useLanguage } from '../routing/useLanguage';
import { ImportColumns } from './ImportColumns';
import { ImportOutcome, useCountsText } from './ImportOutcome';
import { ImportProgress } from './ImportProgress';
import { isCsvFile } from './importFile';
import { fileRequiredText, importErrorText, importTypeOptions, notReadyText } from './importTexts';
import { importsApi } from './importsApi';
import { useImportRun } from './useImportRun';
import { useImportTypes, useRefreshImportTypes } from './useImportQueries';

/**
 * The import view for a company's files: pick one of the tenant's import types (its
 * columns and a sample file beside it), choose the CSV file, import it with upload and processing
 * progress, and read the outcome: "Import finished" with counts and the target lists, or the errors.
 */
export function ImportCard() {
  const { t } = useTranslation();
  const notify = useNotify();
  const language = useLanguage();
  const { data, isLoading, error: typesError } = useImportTypes(language);
  const refreshTypes = useRefreshImportTypes();
  const { run, start, reset, running } = useImportRun(language);
  const counts = useCountsText();
  const [chosenType, setChosenType] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const company = data?.company ?? '';
  const types = data?.types ?? [];
  const type: ImportTypeInfo | undefined = types.find((info) => info.type === chosenType) ?? types[0];

  const changed = () => {
    setProblem(null);
    if (!running) reset();
  };

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    changed();
  };

  const downloadSample = async () => {
    if (!type) return;
    try {
      saveBlob(await importsApi.sample(type.type), `${type.type.replace(/[^\w-]+/g, '-')}.csv`);
    } catch (error) {
      notify('error', t('imports:view.sampleError'), importErrorText(t, registry, error, company));
    }
  };

  const startImport = async () => {
    if (!type) return setProblem(t('imports:view.typeRequired'));
    if (!file || !isCsvFile(file)) return setProblem(fileRequiredText(t, company));
    setProblem(null);
    const end = await start(file, type.type);
    if (end.step !== 'finished') return;
    void refreshTypes();
    if (end.result.importStatus === 'succeeded') notify('success', t('imports:result.finished'), counts(end.result));
  };

  const fileList: UploadFile[] = file ? [{ uid: 'chosen', name: file.name, status: 'done', originFileObj: file as UploadFile['originFileObj'] }] : [];

  return (
    <Card className="import-card" title={t('imports:view.cardTitle')} data-testid="import-card">
      {typesError ? (
        <Alert type="error" showIcon message={importErrorText(t, registry, typesError, company)} />
      ) : !isLoading && types.length === 0 ? (
        <Alert type="info" showIcon message={t('imports:view.noTypes')} data-testid="import-no-types" />
      ) : (
        <Form layout="vertical" className="import-card__form" requiredMark={false} onFinish={startImport}>
          {company && <Typography.Paragraph type="secondary">{t('imports:view.intro', { company })}</Typography.Paragraph>}
          <Form.Item label={t('imports:view.type')}>
            <Space direction="vertical" className="import-card__type">
              <Select
                value={type?.type}
                loading={isLoading}
                disabled={running}
                placeholder={t('imports:view.typePlaceholder')}
                onChange={(value: string) => {
                  setChosenType(value);
                  changed();
                }}
                options={importTypeOptions(t, registry, types, company)}
                showSearch
                optionFilterProp="label"
                popupMatchSelectWidth={false}
                data-testid="import-type"
              />
              {type && !type.ready && <Alert type="warning" showIcon message={notReadyText(t, registry, type.requires)} data-testid="import-not-ready" />}
              {type && (
                <Button type="link" icon={<DownloadOutlined />} onClick={downloadSample} className="import-card__sample" data-testid="import-sample">
                  {t('imports:view.sample')}
                </Button>
              )}
              {type && <ImportColumns type={type} language={language} />}
            </Space>
          </Form.Item>
          <Form.Item label={t('imports:view.file')} validateStatus={problem ? 'error' : undefined} help={problem ?? undefined}>
            <Upload
              accept=".csv,text/csv"
              maxCount={1}
              fileList={fileList}
              disabled={running}
              beforeUpload={(chosen) => {
                chooseFile(chosen);
                return false;
              }}
              onRemove={() => chooseFile(null)}
              data-testid="import-file"
            >
              <Button icon={<UploadOutlined />}>{t('imports:view.chooseFile')}</Button>
            </Upload>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={running} disabled={!type?.ready} data-testid="import-start">
            {t('imports:view.start')}
          </Button>
        </Form>
      )}
      {run.step === 'running' && <ImportProgress run={run} />}
      {run.step === 'finished' && <ImportOutcome result={run.result} resources={type?.resources ?? []} />}
      {run.step === 'refused' && (
        <Alert
          className="import-card__refused"
          type="error"
          showIcon
          message={t('imports:view.refused')}
          description={importErrorText(t, registry, run.error, company)}
          data-testid="import-refused"
        />
      )}
    </Card>
  );
}
