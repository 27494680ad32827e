import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKEN_SCOPES, type ApiTokenInfo } from '../../shared/api-tokens';
import { translateApiError } from '../api/apiError';
import { useAuth } from '../auth/authStore';
import { useFormatters } from '../format/useFormatters';
import { useNotify } from '../notifications/useNotify';
import { useSettings } from '../settings/settingsStore';
import { apiTokensApi } from './apiTokensApi';
import { CreateTokenModal } from './CreateTokenModal';
import { useAreaLabel } from './useAreaLabel';
import { WideTable } from '../generic/table/WideTable';

/** What a token's row says of its state. */
function stateOf(token: ApiTokenInfo): 'revoked' | 'expired' | 'active' {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt && Date.parse(token.expiresAt) <= Date.now()) return 'expired';
  return 'active';
}

const STATE_COLORS = { active: 'green', expired: 'orange', revoked: 'default' } as const;

/**
 * API tokens of the current tenant, for its administrators: machine users with read or write per area, made
 * here (the secret shown once), listed with their use and revoked with effect on their next request.
 */
export default function ApiTokensPage() {
  const { t } = useTranslation();
  const { tenant } = useAuth();
  const notify = useNotify();
  const format = useFormatters();
  const areaLabel = useAreaLabel();
  const queryClient = useQueryClient();
  const { itemsPerPage } = useSettings();
  const [current, setCurrent] = useState(1);
  const queryKey = ['api-tokens', tenant];
  const query = useQuery({
    queryKey: [...queryKey, current, itemsPerPage],
    queryFn: () => apiTokensApi.list((current - 1) * itemsPerPage, current * itemsPerPage),
    retry: false,
  });
  const [creating, setCreating] = useState(false);
  const reload = () => void queryClient.invalidateQueries({ queryKey });

  const revoke = async (token: ApiTokenInfo) => {
    try {
      await apiTokensApi.revoke(token.id);
      notify('success', t('apiTokens.revoked', { name: token.name }));
    } catch (error) {
      notify('error', translateApiError(t, error));
    }
    reload();
  };
  const when = (value: string | null, none: string) => (value ? format.dateTime(value) : none);

  const columns: TableColumnsType<ApiTokenInfo> = [
    { title: t('apiTokens.name'), dataIndex: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    {
      title: t('apiTokens.areas'),
      dataIndex: 'scopes',
      width: 420,
      // One line per scope, write first: a token of twenty areas stays readable.
      render: (scopes: ApiTokenInfo['scopes']) =>
        [...TOKEN_SCOPES].reverse().map((scope) => {
          const areas = Object.keys(scopes).filter((area) => scopes[area] === scope);
          return areas.length === 0 ? null : (
            <div key={scope} style={{ whiteSpace: 'normal', marginBottom: 4 }} data-testid={`api-token-${scope}`}>
              <Tag color={scope === 'write' ? 'blue' : undefined}>{t(`apiTokens.scope.${scope}`)}</Tag>
              {areas
                .map(areaLabel)
                .sort((a, b) => a.localeCompare(b))
                .join(', ')}
            </div>
          );
        }),
    },
    { title: t('apiTokens.createdBy'), key: 'created', render: (_, token) => `${token.createdBy}, ${format.dateTime(token.createdAt)}` },
    { title: t('apiTokens.lastUsed'), dataIndex: 'lastUsedAt', render: (value: string | null) => when(value, t('apiTokens.never')) },
    { title: t('apiTokens.expires'), dataIndex: 'expiresAt', render: (value: string | null) => when(value, t('apiTokens.noExpiry')) },
    {
      title: t('apiTokens.state.title'),
      key: 'state',
      render: (_, token) => {
        const state = stateOf(token);
        const tag = <Tag color={STATE_COLORS[state]}>{t(`apiTokens.state.${state}`)}</Tag>;
        return state === 'revoked' ? (
          <Space direction="vertical" size={0}>
            {tag}
            <Typography.Text type="secondary">{`${token.revokedBy ?? ''}, ${when(token.revokedAt, '')}`}</Typography.Text>
          </Space>
        ) : (
          tag
        );
      },
    },
    {
      title: t('users.columns.actions'),
      key: 'actions',
      render: (_, token) =>
        token.revokedAt ? null : (
          <Popconfirm
            title={t('apiTokens.revokeConfirm', { name: token.name })}
            description={t('apiTokens.revokeHint')}
            okText={t('apiTokens.revoke')}
            okButtonProps={{ danger: true }}
            cancelText={t('apiTokens.cancel')}
            onConfirm={() => revoke(token)}
          >
            <Button danger size="small" data-testid={`revoke-${token.name}`}>
              {t('apiTokens.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <div className="page">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={2}>{t('menu.user.apiTokens')}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="create-api-token">
          {t('apiTokens.create')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary">{t('apiTokens.intro')}</Typography.Paragraph>
      {query.error ? <Alert type="error" showIcon message={translateApiError(t, query.error)} /> : null}
      <WideTable<ApiTokenInfo>
        rowKey="id"
        size="middle"
        loading={query.isLoading}
        columns={columns}
        dataSource={query.data?.rows ?? []}
        pagination={{ current, pageSize: itemsPerPage, total: query.data?.total ?? 0, onChange: setCurrent, showSizeChanger: false, hideOnSinglePage: true }}
        data-testid="api-tokens-table"
      />
      <CreateTokenModal
        open={creating}
        onClose={() => {
          setCreating(false);
          reload();
        }}
      />
    </div>
  );
}
