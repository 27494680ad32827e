import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../routing/useLanguage';
import { Demo, ShowcasePage } from './ShowcasePage';

/** What the showcase is and how the portal is built. */
export default function AboutShowcase() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ShowcasePage page="about">
      <Demo title={t('showcase.about.architectureTitle')} wide>
        {(['registry', 'generic', 'pages', 'server', 'theme'] as const).map((part) => (
          <Typography.Paragraph key={part}>{t(`showcase.about.${part}`)}</Typography.Paragraph>
        ))}
        <Link to={`/${language}/hilfe/dokumentation`} data-testid="about-help-link">
          {t('showcase.about.helpLink')}
        </Link>
      </Demo>
    </ShowcasePage>
  );
}
