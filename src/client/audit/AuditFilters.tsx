import { useDateFormat } from '../format/useDateFormat';
import { AUDIT_ACTIONS } from '../../shared/audit/actions';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { toDayjsFormat } from '../../shared/settings';
import { entityTitle } from '../../shared/labels';
import { registry } from '../registry/registry';
import type { AuditFilterValues } from './auditFilters';

/** The filter bar of the audit log; applies on submit, resets to no filters. */
export function AuditFilters({ onApply }: { onApply: (values: AuditFilterValues) => void }) {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  const [form] = Form.useForm<AuditFilterValues>();
  const entities = [...registry.values()].map((entity) => ({ value: entity['x-resource'], label: entityTitle(t, entity) }));
  return (
    <Form form={form} layout="inline" className="audit-filters" onFinish={onApply} data-testid="audit-filters">
      <Form.Item name="entity">
        <Select allowClear showSearch optionFilterProp="label" placeholder={t('logs.entity')} options={entities} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="key">
        <Input allowClear placeholder={t('logs.key')} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="action">
        <Select
          allowClear
          placeholder={t('logs.action')}
          options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`logs.actions.${action}`) }))}
          style={{ width: 150 }}
        />
      </Form.Item>
      <Form.Item name="user">
        <Input allowClear placeholder={t('logs.user')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="period">
        <DatePicker.RangePicker allowEmpty={[true, true]} format={toDayjsFormat(dateFormat)} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" data-testid="audit-filter-apply">
          {t('generic.list.applyFilter')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.resetFields();
            onApply({});
          }}
        >
          {t('generic.list.resetFilter')}
        </Button>
      </Form.Item>
    </Form>
  );
}
