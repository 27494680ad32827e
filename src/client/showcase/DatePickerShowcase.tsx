import { useDateFormat } from '../format/useDateFormat';
import { DatePicker, Form, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../generic/form/FieldInput';
import { Demo, ShowcasePage } from './ShowcasePage';
import { fieldLabel } from '../../shared/labels';
import { PARTNER, SAMPLE_VALUES } from './sampleData';
import { toDayjsFormat } from '../../shared/settings';

export default function DatePickerShowcase() {
  const { t } = useTranslation();
  const format = toDayjsFormat(useDateFormat());
  return (
    <ShowcasePage page="date-picker">
      <Demo state="portal">
        {/* The form's own input in the user's date format; toFormValues turns the stored ISO date into dayjs. */}
        <Form initialValues={SAMPLE_VALUES}>
          <Form.Item name="validFrom" label={fieldLabel(t, PARTNER, 'validFrom')}>
            <FieldInput entity={PARTNER} property="validFrom" />
          </Form.Item>
        </Form>
      </Demo>
      <Demo state="range">
        <DatePicker.RangePicker format={format} allowEmpty={[true, true]} placeholder={[t('generic.list.from'), t('generic.list.to')]} />
      </Demo>
      <Demo state="disabled">
        <DatePicker format={format} defaultValue={dayjs('2026-01-01')} disabled />
      </Demo>
      <Demo state="error">
        <Space direction="vertical">
          <DatePicker format={format} status="error" />
          <span className="ant-form-item-explain-error">{t('generic.validation.date')}</span>
        </Space>
      </Demo>
    </ShowcasePage>
  );
}
