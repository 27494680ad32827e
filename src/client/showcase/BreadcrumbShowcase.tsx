import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardPath } from '../routing/paths';
import { useLanguage } from '../routing/useLanguage';
import { Demo, ShowcasePage } from './ShowcasePage';

export default function BreadcrumbShowcase() {
  const { t } = useTranslation();
  const language = useLanguage();
  const partners = { title: <Link to={`/${language}/masterdata/partners`}>{t('entities.partners.title')}</Link> };
  return (
    <ShowcasePage page="breadcrumb">
      <Demo state="default">
        <Breadcrumb items={[{ title: t('menu.groups.masterdata') }, partners, { title: 'P-1001' }]} />
      </Demo>
      <Demo state="withIcon">
        <Breadcrumb
          items={[
            {
              title: (
                <Link to={dashboardPath(language)} aria-label={t('menu.user.dashboard')}>
                  <HomeOutlined />
                </Link>
              ),
            },
            { title: t('menu.groups.help') },
            { title: t('menu.help.documentation') },
          ]}
        />
      </Demo>
      <Demo state="separator">
        <Breadcrumb separator=">" items={[{ title: t('menu.groups.user') }, { title: t('menu.user.settings') }]} />
      </Demo>
      <Demo state="single">
        <Breadcrumb items={[{ title: t('menu.user.dashboard') }]} />
      </Demo>
    </ShowcasePage>
  );
}
