import { Collapse, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Frequently asked questions (locales/{lang}/help.json), one panel each. */
export default function FaqPage() {
  const { t } = useTranslation();
  const questions = t('help.faq.items', { returnObjects: true }) as Record<string, { q: string; a: string }>;
  return (
    <div className="page">
      <Typography.Title level={2} data-testid="page-title">
        {t('menu.help.faq')}
      </Typography.Title>
      <Typography.Paragraph>{t('help.faq.intro')}</Typography.Paragraph>
      <Collapse
        data-testid="faq"
        items={Object.entries(questions).map(([key, { q, a }]) => ({
          key,
          label: q,
          children: <Typography.Paragraph style={{ margin: 0 }}>{a}</Typography.Paragraph>,
        }))}
      />
    </div>
  );
}
