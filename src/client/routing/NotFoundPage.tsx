import { FileUnknownOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardPath } from './paths';
import { useLanguage } from './useLanguage';

/**
 * An address no page answers, inside the shell (menu and header stay, so the user goes on from there).
 * An icon, not antd's 404 illustration: that one's built-in English title cannot be translated.
 */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="page" data-testid="not-found">
      <Result
        icon={<FileUnknownOutlined aria-label={t('notFound.image')} />}
        title="404"
        subTitle={t('notFound.message')}
        extra={
          <Link to={dashboardPath(language)}>
            <Button type="primary">{t('notFound.toDashboard')}</Button>
          </Link>
        }
      />
    </div>
  );
}
