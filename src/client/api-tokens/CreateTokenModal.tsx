import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Form, Input, Modal, Segmented, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_TOKEN_NAME_MAX, TOKEN_SCOPES, type CreatedApiToken, type TokenScope, type TokenScopes } from '../../shared/api-tokens';
import { toDayjsFormat } from '../../shared/settings';
import { useTenantConfig } from '../access/useTenantConfig';
import { translateApiError } from '../api/apiError';
import { useDateFormat } from '../format/useDateFormat';
import { apiTokensApi } from './apiTokensApi';
import { useAreaLabel } from './useAreaLabel';

type Choice = TokenScope | 'none';
const CHOICES: readonly Choice[] = ['none', ...TOKEN_SCOPES];

interface FormValues {
  name: string;
  expiresAt?: Dayjs | null;
}

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * A new API token: its name, an optional expiry and read or write per area the tenant shows. After the
 * creation the modal shows the secret, this once, with a copy button.
 */
export function CreateTokenModal({ open, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const areaLabel = useAreaLabel();
  const dateFormat = useDateFormat();
  const { config } = useTenantConfig();
  const areas = useMemo(() => [...(config?.visibleRoutes ?? [])].sort((a, b) => areaLabel(a).localeCompare(areaLabel(b))), [config, areaLabel]);
  const [scopes, setScopes] = useState<TokenScopes>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  const close = () => {
    form.resetFields();
    setScopes({});
    setError(null);
    setCreated(null);
    onClose();
  };
  const choose = (area: string, choice: Choice) =>
    setScopes((current) => {
      const next = { ...current };
      if (choice === 'none') delete next[area];
      else next[area] = choice;
      return next;
    });
  const chooseAll = (choice: Choice) => setScopes(choice === 'none' ? {} : Object.fromEntries(areas.map((area) => [area, choice])));

  const submit = async (values: FormValues) => {
    setSaving(true);
    setError(null);
    try {
      // The end of the chosen day in the user's zone: a token "valid until 31 March" works on 31 March.
      const expiresAt = values.expiresAt ? values.expiresAt.endOf('day').toISOString() : null;
      setCreated(await apiTokensApi.create({ name: values.name, scopes, expiresAt }));
    } catch (caught) {
      setError(translateApiError(t, caught));
    } finally {
      setSaving(false);
    }
  };

  if (created) {
    return (
      <Modal
        key="secret"
        open={open}
        destroyOnHidden
        title={t('apiTokens.createdTitle', { name: created.name })}
        onCancel={close}
        footer={
          <Button type="primary" onClick={close} data-testid="api-token-done">
            {t('apiTokens.done')}
          </Button>
        }
        maskClosable={false}
      >
        <Alert type="warning" showIcon message={t('apiTokens.secretOnce')} style={{ marginBottom: 12 }} />
        <Typography.Paragraph
          code
          copyable={{ icon: [<CopyOutlined key="copy" />], tooltips: [t('apiTokens.copy'), t('apiTokens.copied')] }}
          data-testid="api-token-secret"
          style={{ wordBreak: 'break-all' }}
        >
          {created.secret}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('apiTokens.usage')}</Typography.Paragraph>
        <Typography.Paragraph code style={{ wordBreak: 'break-all' }}>{`Authorization: Bearer ${created.secret.slice(0, 8)}…`}</Typography.Paragraph>
      </Modal>
    );
  }

  return (
    <Modal
      key="form"
      open={open}
      destroyOnHidden
      title={t('apiTokens.create')}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('apiTokens.createOk')}
      cancelText={t('apiTokens.cancel')}
      confirmLoading={saving}
      width={720}
      okButtonProps={{ 'data-testid': 'api-token-submit' } as Record<string, string>}
    >
      <Form<FormValues> form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="name" label={t('apiTokens.name')} rules={[{ required: true, whitespace: true, message: t('apiTokens.nameRequired') }]}>
          <Input maxLength={API_TOKEN_NAME_MAX} placeholder={t('apiTokens.namePlaceholder')} data-testid="api-token-name" />
        </Form.Item>
        <Form.Item name="expiresAt" label={t('apiTokens.expires')} extra={t('apiTokens.expiresHint')}>
          <DatePicker format={toDayjsFormat(dateFormat)} disabledDate={(day) => day.isBefore(new Date(), 'day')} data-testid="api-token-expiry" />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
          <Typography.Text strong>{t('apiTokens.areas')}</Typography.Text>
          <Space size={4} wrap>
            {CHOICES.map((choice) => (
              <Button key={choice} size="small" onClick={() => chooseAll(choice)} data-testid={`api-token-all-${choice}`}>
                {t(`apiTokens.all.${choice}`)}
              </Button>
            ))}
          </Space>
        </Space>
        <Typography.Paragraph type="secondary">{t('apiTokens.areasHint')}</Typography.Paragraph>
        <Table<string>
          rowKey={(area) => area}
          size="small"
          pagination={false}
          dataSource={areas}
          scroll={{ y: 320 }}
          columns={[
            { title: t('apiTokens.area'), key: 'area', render: (_, area) => areaLabel(area) },
            {
              title: t('apiTokens.access'),
              key: 'scope',
              width: 260,
              render: (_, area) => (
                <Segmented<Choice>
                  size="small"
                  value={scopes[area] ?? 'none'}
                  onChange={(choice) => choose(area, choice)}
                  options={CHOICES.map((choice) => ({ value: choice, label: t(`apiTokens.scope.${choice}`) }))}
                  data-testid={`api-token-scope-${area}`}
                />
              ),
            },
          ]}
        />
        {error ? <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} data-testid="api-token-error" /> : null}
      </Form>
    </Modal>
  );
}
