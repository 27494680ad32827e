import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../generic/form/FieldInput';
import { fieldLabel } from '../../shared/labels';
import { Demo, ShowcasePage } from './ShowcasePage';
import { PARTNER, SAMPLE_VALUES } from './sampleData';

/** Partner properties of each input kind the registry maps to (schemas/README.md). */
const FIELDS = ['name', 'country', 'comments', 'version'] as const;

export default function InputShowcase() {
  const { t } = useTranslation();
  return (
    <ShowcasePage page="input">
      <Demo state="portal">
        <Form layout="vertical" initialValues={SAMPLE_VALUES}>
          {FIELDS.map((property) => (
            <Form.Item key={property} name={property} label={fieldLabel(t, PARTNER, property)}>
              <FieldInput entity={PARTNER} property={property} />
            </Form.Item>
          ))}
        </Form>
      </Demo>
      <Demo state="search">
        <Input.Search allowClear placeholder={t('generic.list.search')} />
      </Demo>
      <Demo state="error">
        <Form layout="vertical">
          <Form.Item label={fieldLabel(t, PARTNER, 'name')} required validateStatus="error" help={t('generic.validation.required')}>
            <Input />
          </Form.Item>
        </Form>
      </Demo>
      <Demo state="disabled">
        <Input disabled value="P-1001" />
      </Demo>
    </ShowcasePage>
  );
}
