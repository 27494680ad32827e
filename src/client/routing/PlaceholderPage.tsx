import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

export interface PlaceholderPageProps {
  titleKey: string;
  /** "list" (default), "edit", "detail" or "create": shown next to the title. */
  mode?: 'list' | 'edit' | 'detail' | 'create';
}

/** A page whose feature is not built yet: real title, a note, no fake data. */
export default function PlaceholderPage({ titleKey, mode = 'list' }: PlaceholderPageProps) {
  const { t } = useTranslation();
  const { key } = useParams();
  const title = t(titleKey);
  const heading = mode === 'list' ? title : t(`placeholder.${mode}`, { title, key });
  return (
    <div className="page" data-testid="placeholder-page">
      <Typography.Title level={2} data-testid="page-title">
        {heading}
      </Typography.Title>
      <Card>
        <Empty description={t('placeholder.building')} />
      </Card>
    </div>
  );
}
