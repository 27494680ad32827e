import './imports.css';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Grid, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportError } from '../../shared/imports/api';
import { saveBlob } from '../api/saveBlob';
import { formatNumber } from '../format/number';
import { useNotify } from '../notifications/useNotify';
import { registry } from '../registry/registry';
import { useLanguage } from '../routing/useLanguage';
import { errorListFileName } from './importFile';
import { importErrorText, importProblemText } from './importTexts';
import { importsApi } from './importsApi';
import { useImportErrors } from './useImportQueries';
import { WideTable } from '../generic/table/WideTable';

const PAGE_SIZE = 20;

/**
 * The errors of one import (row, column, value, message in the user's language), paged by the server,
 * and the whole list as CSV to download. The server keeps the first IMPORT_MAX_ERRORS of them; with more
 * (`errorCount`, all of them counted) the table says that it lists only those.
 */
export function ImportErrorsTable({ importId, fileName, errorCount }: { importId: string; fileName: string; errorCount: number }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const { data, isFetching, isError } = useImportErrors(importId, page, PAGE_SIZE, language);
  // A phone shows column and value above the message: four columns side by side would hide the message.
  const wide = Grid.useBreakpoint().md !== false;
  // Side by side the columns keep their width and the table scrolls sideways; on a phone it wraps to the screen.
  const ErrorsTable = wide ? WideTable<ImportError> : Table<ImportError>;

  const row: TableColumnsType<ImportError>[number] = {
    key: 'row',
    title: t('imports:view.row'),
    align: 'right',
    render: (_, error) => (error.row === undefined ? t('imports:view.wholeFile') : formatNumber(error.row)),
  };
  const value = (error: ImportError) =>
    error.value ? (
      <Typography.Text code className="import-errors__value">
        {error.value}
      </Typography.Text>
    ) : null;
  const message = (error: ImportError) => <span className="import-errors__message">{importProblemText(t, error)}</span>;
  const columns: TableColumnsType<ImportError> = wide
    ? [
        row,
        { key: 'column', title: t('imports:view.column'), render: (_, error) => error.column ?? '' },
        { key: 'value', title: t('imports:view.value'), render: (_, error) => value(error) },
        { key: 'message', title: t('imports:view.message'), render: (_, error) => message(error) },
      ]
    : [
        row,
        {
          key: 'problem',
          title: t('imports:view.message'),
          render: (_, error) => (
            <div className="import-errors__problem">
              {(error.column || error.value) && (
                <div>
                  {error.column && <Typography.Text strong>{error.column}</Typography.Text>} {value(error)}
                </div>
              )}
              {message(error)}
            </div>
          ),
        },
      ];

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
      {data && errorCount > data.total && (
        <Alert
          type="info"
          showIcon
          data-testid="import-errors-capped"
          message={t('imports:view.errorsCapped', { listed: formatNumber(data.total), count: formatNumber(errorCount) })}
        />
      )}
      <Button icon={<DownloadOutlined />} onClick={download} loading={downloading} className="import-errors__download" data-testid="download-errors">
        {t('imports:view.downloadErrors')}
      </Button>
      <ErrorsTable
        size="small"
        rowKey={(error) => `${error.row ?? ''}:${error.column ?? ''}:${error.messageKey}:${error.value ?? ''}:${error.message}`}
        loading={isFetching}
        dataSource={data?.errors ?? []}
        locale={isError ? { emptyText: t('imports:view.errorsLoadError') } : undefined}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
        data-testid="import-error-list"
        columns={columns}
      />
    </Space>
  );
}
