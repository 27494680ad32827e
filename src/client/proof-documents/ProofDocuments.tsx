import './proof-documents.css';
import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Space, Tag, Tooltip, Typography, Upload, type ButtonProps, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES, type ProofDocument } from '../../shared/proof-documents/api';
import { saveBlob } from '../api/saveBlob';
import { fileToBase64 } from '../format/fileToBase64';
import { formatFileSize } from '../format/fileSize';
import { useFormatters } from '../format/useFormatters';
import { useNotify } from '../notifications/useNotify';
import { documentFileProblem } from './documentFileCheck';
import { documentErrorText, documentProblemText, documentRules } from './documentErrorText';
import { proofDocumentsApi } from './proofDocumentsApi';
import { useProofDocumentChanges, useProofDocumentPage } from './useProofDocuments';
import { WideTable } from '../generic/table/WideTable';
import { useAccess } from '../access/useAccess';

const PAGE_SIZE = 10;

/**
 * The documents of a proof: the attached files with type, size and who attached them
 * when; attach (checked here as the server checks it, with upload progress), download and remove.
 * Attach and remove change the proof: offered as the access rule allows editing it.
 */
export default function ProofDocuments({ recordKey: proof }: { recordKey: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const [uploads, setUploads] = useState<UploadFile[]>([]);
  const { data, isFetching, isError } = useProofDocumentPage(proof, page, PAGE_SIZE);
  const { attach, remove } = useProofDocumentChanges(proof);
  const canChange = useAccess({ resource: 'sustainabilitydata', action: 'edit' })?.can === true;

  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    const problem = await documentFileProblem(file);
    if (!problem) return true;
    notify('error', t('documents.notify.attachError', { fileName: file.name }), documentProblemText(t, problem.code, problem.detected));
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onProgress, onSuccess, onError }) => {
    const { name } = file as File;
    try {
      const content = await fileToBase64(file as Blob);
      const stored = await attach.mutateAsync({
        upload: { fileName: name, content },
        onProgress: (event) => onProgress?.({ percent: event.total ? (event.loaded / event.total) * 100 : 0 }),
      });
      onSuccess?.(stored);
      // The stored name's ending follows the content's type: say so when it differs from the file's.
      const renamed = stored.fileName !== name.trim();
      notify('success', t(renamed ? 'documents.notify.attachedAs' : 'documents.notify.attached', { fileName: name, storedName: stored.fileName }));
    } catch (error) {
      onError?.(error as Error);
      notify('error', t('documents.notify.attachError', { fileName: name }), documentErrorText(t, error));
    }
  };

  const download = async (document: ProofDocument) => {
    try {
      saveBlob(await proofDocumentsApi.download(proof, document.id), document.fileName);
    } catch (error) {
      notify('error', t('documents.notify.downloadError', { fileName: document.fileName }), documentErrorText(t, error));
    }
  };

  const removeDocument = async (document: ProofDocument) => {
    try {
      await remove.mutateAsync(document.id);
      notify('success', t('documents.notify.removed', { fileName: document.fileName }));
    } catch (error) {
      notify('error', t('documents.notify.removeError', { fileName: document.fileName }), documentErrorText(t, error));
    }
  };

  const rules = documentRules();
  return (
    <Card
      type="inner"
      className="proof-documents"
      title={t('documents.title')}
      data-testid="proof-documents"
      extra={
        canChange && (
          <Upload
            multiple
            fileList={uploads}
            // Finished uploads leave the progress list: the table shows them.
            onChange={({ fileList }) => setUploads(fileList.filter((file) => file.status === 'uploading'))}
            beforeUpload={beforeUpload}
            customRequest={customRequest}
            accept={Object.keys(DOCUMENT_TYPES).join(',')}
            showUploadList={{ showRemoveIcon: false }}
          >
            <Button icon={<UploadOutlined />} data-testid="attach-document">
              {t('documents.attach')}
            </Button>
          </Upload>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('documents.hint', rules)}</Typography.Paragraph>
      <WideTable<ProofDocument>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.documents ?? []}
        locale={{ emptyText: isError ? t('documents.notify.loadError') : t('documents.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
        data-testid="document-list"
        columns={[
          {
            key: 'fileName',
            title: t('documents.fileName'),
            render: (_, document) => (
              <Space size="small">
                <Typography.Link onClick={() => download(document)} data-testid="document-name">
                  {document.fileName}
                </Typography.Link>
                {document.supersededAt && (
                  <Tooltip title={format.dateTime(document.supersededAt)}>
                    <Tag data-testid="document-superseded">{t('documents.pos.superseded')}</Tag>
                  </Tooltip>
                )}
              </Space>
            ),
          },
          { key: 'type', title: t('documents.type'), dataIndex: 'contentType', render: (type: ProofDocument['contentType']) => DOCUMENT_TYPES[type] ?? type },
          { key: 'size', title: t('documents.size'), dataIndex: 'size', align: 'right', render: (size: number) => formatFileSize(size) },
          { key: 'createdAt', title: t('documents.createdAt'), dataIndex: 'createdAt', render: (at: string) => format.dateTime(at) },
          { key: 'createdBy', title: t('documents.createdBy'), dataIndex: 'createdBy' },
          {
            key: 'actions',
            title: t('documents.actions'),
            render: (_, document) => (
              <Space>
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  aria-label={t('documents.download')}
                  onClick={() => download(document)}
                  data-testid="download-document"
                />
                {canChange && (
                  <Popconfirm
                    placement="left"
                    title={t('documents.removeConfirm', { fileName: document.fileName })}
                    okText={t('documents.remove')}
                    cancelText={t('generic.cancel')}
                    okButtonProps={{ danger: true, 'data-testid': 'confirm-remove-document' } as ButtonProps}
                    onConfirm={() => removeDocument(document)}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('documents.remove')} data-testid="remove-document" />
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
