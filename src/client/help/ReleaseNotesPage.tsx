import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { releaseNotes } from './markdownDocs';
import { MarkdownView } from './MarkdownView';
import { useLanguage } from '../routing/useLanguage';

/** What changed in which release (docs/release-notes/{lang}.md), in the language of the URL. */
export default function ReleaseNotesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="page">
      <Typography.Title level={2} data-testid="page-title">
        {t('menu.user.releaseNotes')}
      </Typography.Title>
      <Card>
        <MarkdownView markdown={releaseNotes(language)} testId="release-notes" />
      </Card>
    </div>
  );
}
