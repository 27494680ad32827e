import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DocsLayout } from './DocsLayout';
import { userGuide } from './markdownDocs';
import { useLanguage } from '../routing/useLanguage';

/** The user guide (docs/help/{lang}/*.md) in the language of the URL, with its table of contents. */
export default function DocumentationPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="page">
      <Typography.Title level={2} data-testid="page-title">
        {t('menu.help.documentation')}
      </Typography.Title>
      <DocsLayout markdown={userGuide(language)} tocTitle={t('help.contents')} />
    </div>
  );
}
