import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardFigures } from './DashboardFigures';
import { RecentMessages } from './RecentMessages';
import { useDashboard } from './useDashboard';
import { GROUP_ICONS } from '../layout/groupIcons';
import { localPath } from '../routing/paths';
import { useLanguage } from '../routing/useLanguage';
import { useCurrentTenant } from '../tenant/useCurrentTenant';

export default function DashboardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { name, roleLabel, today, groups } = useDashboard();
  const tenant = useCurrentTenant();
  return (
    <div className="page">
      <Typography.Title level={2} data-testid="dashboard-greeting">
        {t('dashboard.greeting', { name })}
      </Typography.Title>
      <Card style={{ marginBottom: 24 }}>
        <Descriptions column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('dashboard.tenant')}>
            <span data-testid="dashboard-tenant">{tenant?.name}</span>
            {tenant?.idBesideName && (
              <Typography.Text type="secondary" style={{ marginInlineStart: 8 }} data-testid="dashboard-tenant-id">
                {tenant.idBesideName}
              </Typography.Text>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('dashboard.role')}>
            <span data-testid="dashboard-role">{roleLabel}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('dashboard.today')}>
            <span data-testid="dashboard-date">{today}</span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <RecentMessages />
      <DashboardFigures />
      {groups.map((group) => (
        <section key={group.key} className="dashboard-group">
          <Typography.Title level={4}>
            {GROUP_ICONS[group.key]} {t(group.label)}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {group.items.map((item) => (
              <Col key={item.route} xs={24} sm={12} lg={8} xl={6}>
                <Link to={localPath(language, item.route)} data-testid="dashboard-link">
                  <Card hoverable size="small">
                    {t(item.label)}
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </div>
  );
}
