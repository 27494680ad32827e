import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ISSUER_FIELDS, issuerPath, type IssuerField, type TenantIssuer } from '../../shared/pos/api';
import { translateApiError } from '../api/apiError';
import { http } from '../api/http';
import { useNotify } from '../notifications/useNotify';

const FIELDS = Object.keys(ISSUER_FIELDS) as IssuerField[];

/**
 * The issuer the tenant's PoS documents name, kept by its administrators: its own form and Save in the
 * tenant's drawer, so a tenant admin keeps it while the tenant's other settings stay read-only to them.
 */
export function IssuerForm({ tenant }: { tenant: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TenantIssuer>();
  const [saving, setSaving] = useState(false);
  const queryKey = ['tenant-issuer', tenant];
  const { data } = useQuery({ queryKey, queryFn: () => http.get<TenantIssuer>(issuerPath(tenant)).then((response) => response.data) });

  useEffect(() => {
    if (data) form.setFieldsValue(Object.fromEntries(FIELDS.map((field) => [field, data[field] ?? ''])));
  }, [data, form]);

  const save = async (values: TenantIssuer) => {
    setSaving(true);
    try {
      const saved = (await http.patch<TenantIssuer>(issuerPath(tenant), values)).data;
      queryClient.setQueryData(queryKey, saved);
      notify('success', t('documents.pos.issuerSaved'));
    } catch (error) {
      notify('error', t('tenants.saveError'), translateApiError(t, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Divider orientation="left" plain>
        {t('documents.pos.issuerTitle')}
      </Divider>
      <Typography.Paragraph type="secondary">{t('documents.pos.issuerHint')}</Typography.Paragraph>
      <Form form={form} name="issuer-form" layout="vertical" onFinish={save} data-testid="issuer-form">
        {FIELDS.map((field) => (
          <Form.Item key={field} name={field} label={t(`documents.pos.issuerFields.${field}`)} rules={[{ max: ISSUER_FIELDS[field] }]}>
            <Input maxLength={ISSUER_FIELDS[field]} data-testid={`issuer-${field}`} />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={saving} data-testid="save-issuer">
          {t('documents.pos.issuerSave')}
        </Button>
      </Form>
    </>
  );
}
