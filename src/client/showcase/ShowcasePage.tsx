import { Alert, Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SHOWCASE_PAGES } from '../../shared/navigation';

type ShowcaseKey = (typeof SHOWCASE_PAGES)[number];

/** Frame of a showcase page: title, the developer note (showcase.json) and the demos. */
export function ShowcasePage({ page, children }: { page: ShowcaseKey; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="showcase-page">
      <Typography.Title level={2} data-testid="page-title">
        {t(`pages.layouts.${page}`)}
      </Typography.Title>
      <Alert type="info" showIcon message={t('showcase.forDevelopers')} description={t(`showcase.notes.${page}`)} style={{ marginBottom: 24 }} />
      <Row gutter={[16, 16]}>{children}</Row>
    </div>
  );
}

/** One component in one state, titled with the state (showcase.states.*) or a plain label. */
export function Demo({ state, title, wide, children }: { state?: string; title?: string; wide?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Col xs={24} xl={wide ? 24 : 12}>
      <Card size="small" title={title ?? t(`showcase.states.${state}`)}>
        {children}
      </Card>
    </Col>
  );
}
