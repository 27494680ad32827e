import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardPath } from './paths';
import { useLanguage } from './useLanguage';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound.message')}
      data-testid="not-found"
      extra={
        <Link to={dashboardPath(language)}>
          <Button type="primary">{t('notFound.toDashboard')}</Button>
        </Link>
      }
    />
  );
}
