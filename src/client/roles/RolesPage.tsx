import { CheckCircleFilled, MinusOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Alert, Table, Typography, theme, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RolesMatrix } from '../../shared/permissions';
import { translateApiError } from '../api/apiError';

type Row = RolesMatrix['permissions'][number];

/** Roles: what each role may do, as the server enforces it (GET /roles). */
export default function RolesPage() {
  const { t } = useTranslation();
  // The page shows a refusal itself.
  const { query } = useCustom<RolesMatrix>({ url: '/roles', method: 'get', errorNotification: false });
  const data = query.data?.data;
  const { token } = theme.useToken();
  const columns: TableColumnsType<Row> = [
    { title: t('users.rolesPage.permission'), dataIndex: 'permission', render: (permission: string) => t(`users.permissions.${permission}`) },
    ...(data?.roles ?? []).map((role) => ({
      title: t(`users.roles.${role}`),
      key: role,
      align: 'center' as const,
      width: 170,
      render: (_: unknown, row: Row) =>
        row.allowed[role] ? (
          <CheckCircleFilled style={{ color: token.colorSuccess }} aria-label={t('users.yes')} />
        ) : (
          <MinusOutlined style={{ opacity: 0.35 }} aria-label={t('users.no')} />
        ),
    })),
  ];
  return (
    <div className="page">
      <Typography.Title level={2}>{t('menu.user.roles')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('users.rolesPage.intro')}</Typography.Paragraph>
      {query.error ? <Alert type="error" showIcon message={translateApiError(t, query.error)} /> : null}
      <Table<Row>
        rowKey="permission"
        size="middle"
        loading={query.isLoading}
        columns={columns}
        dataSource={data?.permissions ?? []}
        pagination={false}
        data-testid="roles-table"
      />
    </div>
  );
}
