import './imports.css';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportError } from '../../shared/imports/api';
import { saveBlob } from '../api/saveBlob';
import { formatNumber } from '../format/number';
import { useNotify } from '../notifications/useNotify';
import { registry } from '../registry/registry';
import { useLanguage } from '../routing/useLanguage';
import { errorListFileName } from './importFile';
import { importErrorText } from './importTexts';
import { importsApi } from './importsApi';
import { useImportErrors } from './useImportQueries';

const PAGE_SIZE = 20;

/**
 * The errors of one import (row, column, value, message in the user's language), paged by the server,
 * and the whole list as CSV to download.
 */
export function ImportErrorsTable({ importId, fileName }: { importId: string; fileName: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const { data, isFetching, isError } = useImportErrors(importId, page, PAGE_SIZE, language);

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await importsApi.errorsCsv(importId, language), errorListFileName(fileName));
    } catch (error) {
      notify('error', t('imports:view.downloadError'), importErrorText(t, registry, error, ''));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Space direction="vertical" size="middle" className="import-errors" data-testid="import-errors">
      <Button icon={<DownloadOutlined />} onClick={download} loading={downloading} data-testid="download-errors">
        {t('imports:view.downloadErrors')}
      </Button>
      <Table<ImportError>
        size="small"
        rowKey={(error) => `${error.row ?? ''}:${error.column ?? ''}:${error.messageKey}:${error.value ?? ''}:${error.message}`}
        loading={isFetching}
        dataSource={data?.errors ?? []}
        locale={isError ? { emptyText: t('imports:view.errorsLoadError') } : undefined}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        data-testid="import-error-list"
        columns={[
          {
            key: 'row',
            title: t('imports:view.row'),
            align: 'right',
            render: (_, error) => (error.row === undefined ? t('imports:view.wholeFile') : formatNumber(error.row)),
          },
          { key: 'column', title: t('imports:view.column'), render: (_, error) => error.column ?? '' },
          {
            key: 'value',
            title: t('imports:view.value'),
            render: (_, error) => (
              <Typography.Text code={Boolean(error.value)} className="import-errors__value">
                {error.value ?? ''}
              </Typography.Text>
            ),
          },
          { key: 'message', title: t('imports:view.message'), render: (_, error) => <span className="import-errors__message">{error.message}</span> },
        ]}
      />
    </Space>
  );
}
