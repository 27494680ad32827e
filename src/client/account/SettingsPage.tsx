import { Button, Card, Form, Select, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CSV_FORMAT_CHOICES, csvDay, csvFormat, csvNumber, type CsvFormatChoice } from '../../shared/csv-format';
import { DATE_FORMATS, ITEMS_PER_PAGE_OPTIONS, languageDateFormat, LANGUAGES, TIME_ZONES, type Language, type UserSettings } from '../../shared/settings';
import { utcOffsetLabel } from '../../shared/time-zone';
import { formatDate } from '../format/date';
import { useChangeLanguage } from '../layout/useChangeLanguage';
import { useNotify } from '../notifications/useNotify';
import { useLanguage } from '../routing/useLanguage';
import { settingsStore, useSettings } from '../settings/settingsStore';

/** Each date format is offered by how it writes this day. */
const EXAMPLE_DAY = '2023-12-31';

/** A CSV format choice is offered by how it writes a line: its delimiter, a number and a day. */
const csvExample = (language: Language, choice: CsvFormatChoice) => {
  const format = csvFormat(language, choice);
  return { delimiter: format.delimiter, number: csvNumber(format, 1234.5), day: csvDay(format, EXAMPLE_DAY) };
};

/** The date format choice "none": dates follow the UI language (the select needs a value for it, the API takes null). */
const LANGUAGE_FORMAT = 'language';
type SettingsForm = Omit<UserSettings, 'dateFormat'> & { dateFormat: string };
const toForm = (settings: UserSettings): SettingsForm => ({ ...settings, dateFormat: settings.dateFormat ?? LANGUAGE_FORMAT });
const fromForm = (values: SettingsForm): UserSettings =>
  ({ ...values, dateFormat: values.dateFormat === LANGUAGE_FORMAT ? null : values.dateFormat }) as UserSettings;

/** user/einstellungen (settings): saved on the server and applied at once through the settings store. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const settings = useSettings();
  // The page's language is the one in the URL, which may differ from the stored setting (a /de/ link).
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<SettingsForm>();

  // The server's copy wins over the one kept in the browser (another device may have changed it).
  useEffect(() => {
    settingsStore
      .reload()
      .then((loaded) => form.setFieldsValue({ ...toForm(loaded), language }))
      .catch(() => notify('error', t('account.settings.loadError')));
  }, [form, language, notify, t]);

  const save = async (values: UserSettings) => {
    setSaving(true);
    try {
      await settingsStore.save(values);
      notify('success', t('account.settings.saved'));
      // Another language also rewrites the URL prefix and reloads.
      if (values.language !== language) await changeLanguage(values.language);
    } catch {
      notify('error', t('account.settings.saveError'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="page">
      <Typography.Title level={2} data-testid="page-title">
        {t('menu.user.settings')}
      </Typography.Title>
      <Card style={{ maxWidth: 640 }}>
        <Form<SettingsForm>
          form={form}
          layout="vertical"
          initialValues={{ ...toForm(settings), language }}
          onFinish={(values) => void save(fromForm(values))}
          data-testid="settings-form"
        >
          <Form.Item name="timezone" label={t('account.settings.timezone')}>
            <Select
              data-testid="settings-timezone"
              // The offset of today: it changes with daylight saving time, so no label fixes it.
              options={TIME_ZONES.map((zone) => ({ value: zone, label: `${t(`account.settings.timeZones.${zone}`)} (${utcOffsetLabel(new Date(), zone)})` }))}
            />
          </Form.Item>
          <Form.Item name="dateFormat" label={t('account.settings.dateFormat')}>
            <Select
              data-testid="settings-date-format"
              options={[
                { value: LANGUAGE_FORMAT, label: t('account.settings.languageDateFormat', { example: formatDate(EXAMPLE_DAY, languageDateFormat(language)) }) },
                ...DATE_FORMATS.map((format) => ({ value: format, label: formatDate(EXAMPLE_DAY, format) })),
              ]}
            />
          </Form.Item>
          <Form.Item name="itemsPerPage" label={t('account.settings.itemsPerPage')}>
            <Select data-testid="settings-items-per-page" options={ITEMS_PER_PAGE_OPTIONS.map((count) => ({ value: count, label: count }))} />
          </Form.Item>
          <Form.Item name="csvFormat" label={t('account.settings.csvFormat')}>
            <Select
              data-testid="settings-csv-format"
              options={CSV_FORMAT_CHOICES.map((choice) => ({ value: choice, label: t(`account.settings.csvFormats.${choice}`, csvExample(language, choice)) }))}
            />
          </Form.Item>
          <Form.Item name="language" label={t('account.settings.language')}>
            <Select
              data-testid="settings-language"
              options={LANGUAGES.map((option) => ({ value: option, label: t(`account.settings.languages.${option}`) }))}
            />
          </Form.Item>
          <Form.Item name="compactMode" label={t('account.settings.compactMode')} valuePropName="checked">
            <Switch data-testid="settings-compact" />
          </Form.Item>
          <Form.Item name="emailNotifications" label={t('account.settings.emailNotifications')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="browserNotifications" label={t('account.settings.browserNotifications')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="settings-save">
            {t('account.settings.save')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
