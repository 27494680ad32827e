import { Empty, Form, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../generic/form/FieldInput';
import { Demo, ShowcasePage } from './ShowcasePage';
import { fieldLabel } from '../../shared/labels';
import { PARTNER, SAMPLE_VALUES } from './sampleData';

export default function TabsGroupShowcase() {
  const { t } = useTranslation();
  const formTabs = [
    {
      key: 'data',
      label: t('generic.form.dataTab'),
      children: (
        <Form initialValues={SAMPLE_VALUES}>
          <Form.Item name="name" label={fieldLabel(t, PARTNER, 'name')}>
            <FieldInput entity={PARTNER} property="name" />
          </Form.Item>
        </Form>
      ),
    },
    { key: 'history', label: t('generic.history.tab'), children: <Empty /> },
  ];
  return (
    <ShowcasePage page="tabs-group">
      <Demo state="portal">
        <Tabs items={formTabs} />
      </Demo>
      <Demo state="card">
        <Tabs type="card" items={formTabs} />
      </Demo>
      <Demo state="disabled">
        <Tabs items={formTabs.map((tab) => ({ ...tab, disabled: tab.key === 'history' }))} />
      </Demo>
      <Demo state="empty">
        <Tabs items={[{ key: 'history', label: t('generic.history.tab'), children: <Empty /> }]} />
      </Demo>
    </ShowcasePage>
  );
}
