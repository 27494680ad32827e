import { Descriptions, Empty, Result, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../format/useFormatters';
import { enumLabel, fieldLabel } from '../../shared/labels';
import { Demo, ShowcasePage } from './ShowcasePage';
import { PARTNER, SAMPLE_PARTNERS } from './sampleData';

export default function DataDisplayShowcase() {
  const { t } = useTranslation();
  const format = useFormatters();
  const partner = SAMPLE_PARTNERS[0];
  return (
    <ShowcasePage page="data-display">
      <Demo state="descriptions">
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={fieldLabel(t, PARTNER, 'name')}>{partner.name}</Descriptions.Item>
          <Descriptions.Item label={fieldLabel(t, PARTNER, 'country')}>{enumLabel(t, PARTNER, 'country', partner.country)}</Descriptions.Item>
          <Descriptions.Item label={fieldLabel(t, PARTNER, 'validFrom')}>{format.date(partner.validFrom)}</Descriptions.Item>
        </Descriptions>
      </Demo>
      <Demo state="statistic">
        {/* The domain example: 1,000 m³ ethanol, 2024, CI 40. */}
        <Statistic title={t('showcase.creditsExample')} value={format.number(((87.9 - 40) * 1_000 * 23_419) / 1e6)} suffix="tCO2e" />
      </Demo>
      <Demo state="text">
        <Typography.Paragraph>
          <Typography.Text>{t('showcase.states.default')}</Typography.Text> ·{' '}
          <Typography.Text type="secondary">{t('showcase.states.secondary')}</Typography.Text> ·{' '}
          <Typography.Text type="success">{t('showcase.states.success')}</Typography.Text> ·{' '}
          <Typography.Text type="warning">{t('showcase.states.warning')}</Typography.Text> ·{' '}
          <Typography.Text type="danger">{t('showcase.states.error')}</Typography.Text> ·{' '}
          <Typography.Text disabled>{t('showcase.states.disabled')}</Typography.Text> · <Typography.Text code>P-1001</Typography.Text>
        </Typography.Paragraph>
      </Demo>
      <Demo state="empty">
        <Empty description={t('notifications.empty')} />
      </Demo>
      <Demo state="error" wide>
        <Result status="403" title={t('access.deniedTitle')} subTitle={t('access.adminOnly', { page: t('menu.user.administration') })} />
      </Demo>
    </ShowcasePage>
  );
}
