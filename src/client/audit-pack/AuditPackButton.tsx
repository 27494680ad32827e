import { FileZipOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_PACK_MAX_MONTHS, auditPackFileName, auditPackPath, type AuditPackQuery } from '../../shared/audit-pack/api';
import { useAuth } from '../auth/authStore';
import { apiErrorInfo, translateApiError } from '../api/apiError';
import { withJsonError } from '../api/blobError';
import { http } from '../api/http';
import { saveBlob } from '../api/saveBlob';
import { formatFileSize } from '../format/fileSize';
import { useNotify } from '../notifications/useNotify';
import { useLanguage } from '../routing/useLanguage';

interface AuditPackButtonProps {
  /** The months offered first (YYYY-MM) and the site, if one. */
  from: string;
  to: string;
  site?: string;
  /** The sites to choose from; without them the pack is of `site` (or every site). */
  sites?: string[];
}

interface PackForm {
  months: [Dayjs, Dayjs];
  site?: string;
  language: 'de' | 'en';
}

/**
 * "Audit pack": choose up to three months, a site or all, and the language; the ZIP downloads with the bytes
 * received shown as it comes. A period with balances not completed asks first, naming them.
 */
export function AuditPackButton({ from, to, site, sites }: AuditPackButtonProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const language = useLanguage();
  const { tenant } = useAuth();
  const [form] = Form.useForm<PackForm>();
  const [open, setOpen] = useState(false);
  const [received, setReceived] = useState<number>();

  const download = async (query: AuditPackQuery) => {
    setReceived(0);
    try {
      const response = await withJsonError(
        http.get<Blob>(auditPackPath(query), { responseType: 'blob', onDownloadProgress: (event) => setReceived(event.loaded) }),
      );
      saveBlob(response.data, auditPackFileName(tenant ?? '', query));
      notify('success', t('documents.auditPack.done'));
      setOpen(false);
    } catch (error) {
      if (apiErrorInfo(error).code === 'AUDIT_PACK_INCOMPLETE' && !query.incomplete) {
        Modal.confirm({
          title: t('documents.auditPack.incompleteConfirm'),
          content: translateApiError(t, error),
          okText: t('documents.auditPack.make'),
          cancelText: t('generic.cancel'),
          onOk: () => download({ ...query, incomplete: 'include' }),
        });
      } else notify('error', t('documents.auditPack.error'), translateApiError(t, error));
    } finally {
      setReceived(undefined);
    }
  };

  const submit = ({ months: [first, last], site: chosen, language: packLanguage }: PackForm) =>
    download({ from: first.format('YYYY-MM'), to: last.format('YYYY-MM'), site: chosen || undefined, language: packLanguage });

  return (
    <>
      <Button icon={<FileZipOutlined />} onClick={() => setOpen(true)} data-testid="audit-pack">
        {t('documents.auditPack.button')}
      </Button>
      <Modal
        open={open}
        title={t('documents.auditPack.title')}
        okText={t('documents.auditPack.make')}
        cancelText={t('generic.cancel')}
        confirmLoading={received !== undefined}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('documents.auditPack.hint')}</Typography.Paragraph>
        <Form<PackForm>
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          initialValues={{ months: [dayjs(`${from}-01`), dayjs(`${to}-01`)], site, language }}
        >
          <Form.Item
            name="months"
            label={`${t('documents.auditPack.from')} – ${t('documents.auditPack.to')}`}
            rules={[
              { required: true },
              {
                validator: (_, value?: [Dayjs, Dayjs]) =>
                  value && value[1].diff(value[0], 'month') >= AUDIT_PACK_MAX_MONTHS
                    ? Promise.reject(new Error(t('errors.AUDIT_PACK_PERIOD', { maxMonths: AUDIT_PACK_MAX_MONTHS })))
                    : Promise.resolve(),
              },
            ]}
          >
            <DatePicker.RangePicker picker="month" format="MM.YYYY" data-testid="audit-pack-months" />
          </Form.Item>
          {sites && (
            <Form.Item name="site" label={t('documents.auditPack.site')}>
              <Select
                allowClear
                placeholder={t('documents.auditPack.allSites')}
                options={sites.map((key) => ({ value: key, label: key }))}
                data-testid="audit-pack-site"
              />
            </Form.Item>
          )}
          <Form.Item name="language" label={t('documents.auditPack.language')}>
            <Select
              options={(['de', 'en'] as const).map((value) => ({ value, label: t(`documents.pos.languageNames.${value}`) }))}
              data-testid="audit-pack-language"
            />
          </Form.Item>
        </Form>
        {received !== undefined && (
          <Typography.Text data-testid="audit-pack-progress">{t('documents.auditPack.received', { size: formatFileSize(received) })}</Typography.Text>
        )}
      </Modal>
    </>
  );
}
