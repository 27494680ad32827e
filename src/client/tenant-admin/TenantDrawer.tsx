import { Alert, Button, Checkbox, Divider, Drawer, Form, Input, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTenant } from '../../shared/user-admin';
import { IMPORT_TYPES } from '../../shared/visibility';
import { translateApiError } from '../api/apiError';
import { useUiLanguage } from '../format/useDateFormat';
import { useNotify } from '../notifications/useNotify';
import { IssuerForm } from '../pos/IssuerForm';
import { registry } from '../registry/registry';
import { userAdminApi } from '../users/userAdminApi';
import { timeZoneOptions } from './timeZoneOptions';
import { visibilityGroups } from './visibilityGroups';

const GROUPS = visibilityGroups(registry);

interface Props {
  tenant: AdminTenant | null;
  /** Shown to a tenant admin: every input disabled, no Save (only system administrators change tenants). */
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Rename a tenant and choose its time zone, visible menu entries and import types (docs/domain-rules.md#tenant-visibility-of-menus), or show them read-only;
 * below, the issuer of its PoS documents, which its administrators keep.
 */
export function TenantDrawer({ tenant, readOnly, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const notify = useNotify();
  const [form] = Form.useForm<Omit<AdminTenant, 'name'>>();
  const [saving, setSaving] = useState(false);
  const zones = useMemo(() => timeZoneOptions(language, tenant?.timeZone), [language, tenant?.timeZone]);

  useEffect(() => {
    if (tenant) {
      const { displayName, timeZone, visibleRoutes, visibleImportTypes } = tenant;
      form.setFieldsValue({ displayName, timeZone, visibleRoutes, visibleImportTypes });
    }
  }, [tenant, form]);

  const save = async (values: Omit<AdminTenant, 'name'>) => {
    if (!tenant) return;
    setSaving(true);
    try {
      await userAdminApi.updateTenant(tenant.name, values);
      notify('success', t('tenants.saved'));
      onSaved();
    } catch (error) {
      notify('error', t('tenants.saveError'), translateApiError(t, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={!!tenant}
      onClose={onClose}
      width={560}
      title={tenant?.name}
      extra={
        readOnly ? (
          <Button onClick={onClose}>{t('tenants.close')}</Button>
        ) : (
          <Space>
            <Button onClick={onClose}>{t('users.cancel')}</Button>
            <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="save-tenant">
              {t('users.save')}
            </Button>
          </Space>
        )
      }
    >
      {readOnly && <Alert type="info" showIcon message={t('tenants.readOnly')} style={{ marginBottom: 16 }} />}
      <Form form={form} name="tenant-form" layout="vertical" onFinish={save} disabled={readOnly}>
        <Form.Item name="displayName" label={t('tenants.displayName')} rules={[{ required: true, whitespace: true, message: t('users.form.required') }]}>
          <Input data-testid="tenant-display-name" />
        </Form.Item>
        <Form.Item name="timeZone" label={t('tenants.timeZone')} extra={t('tenants.timeZoneHint')}>
          <Select showSearch optionFilterProp="label" options={zones} data-testid="tenant-time-zone" />
        </Form.Item>
        <Divider orientation="left" plain>
          {t('tenants.visibleRoutes')}
        </Divider>
        <Typography.Paragraph type="secondary">{t('tenants.visibleHint')}</Typography.Paragraph>
        <Form.Item name="visibleRoutes">
          <Checkbox.Group style={{ display: 'block' }}>
            {GROUPS.map((group) => (
              <div key={group.label ?? 'other'} style={{ marginBottom: 12 }}>
                <Typography.Text strong>{group.label ? t(group.label) : t('tenants.otherKeys')}</Typography.Text>
                <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 4, marginTop: 4 }}>
                  {group.options.map((option) => (
                    <Checkbox key={option.key} value={option.key} data-testid={`route-key-${option.key}`}>
                      {option.labels.length > 0 ? option.labels.map((label) => t(label)).join(', ') : option.key}
                    </Checkbox>
                  ))}
                </div>
              </div>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Divider orientation="left" plain>
          {t('tenants.visibleImportTypes')}
        </Divider>
        <Typography.Paragraph type="secondary">{t('tenants.importTypesHint')}</Typography.Paragraph>
        <Form.Item name="visibleImportTypes">
          <Checkbox.Group options={IMPORT_TYPES.map((type) => ({ value: type, label: type }))} />
        </Form.Item>
      </Form>
      {tenant && <IssuerForm key={tenant.name} tenant={tenant.name} />}
    </Drawer>
  );
}
