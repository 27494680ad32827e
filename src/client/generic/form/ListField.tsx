import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../../shared/registry';
import { fieldKind, isNumeric } from '../../../shared/field-kind';
import { itemLabel } from '../../../shared/labels';
import { FieldInput } from './FieldInput';
import { NUMBER_VALIDATE_DELAY_MS, type useFieldRules } from './useFieldRules';

interface ListFieldProps {
  entity: EntitySchema;
  /** A list-valued property (`type: 'array'`). */
  property: string;
  disabled: boolean;
  rules: ReturnType<typeof useFieldRules>;
}

/**
 * A list-valued property as an editable list: one row per entry with an input per entry property (as
 * FieldInput enters that type), remove per row, "Add …" below, and the list's own error ("At least one
 * certificate is required") under it. An entry's errors show at its input.
 */
export function ListField({ entity, property, disabled, rules }: ListFieldProps) {
  const { t } = useTranslation();
  const schema = entity.properties[property];
  const items = Object.entries(schema.items?.properties ?? {});
  const required = new Set(schema.items?.required ?? []);
  const resource = entity['x-resource'];
  const addText = t([`entities.${resource}.items.${property}.add`, 'generic.form.addEntry']);
  return (
    <Form.List name={property} rules={rules(property)}>
      {(fields, { add, remove }, { errors }) => (
        <div data-testid={`list-${property}`}>
          {fields.map((field, index) => (
            <Row key={field.key} gutter={12} align="top" data-testid={`entry-${property}-${index}`}>
              {items.map(([item, itemSchema]) => (
                <Col key={item} xs={24} md={10}>
                  <Form.Item
                    name={[field.name, item]}
                    label={itemLabel(t, entity, property, item)}
                    required={required.has(item) && !disabled}
                    rules={rules(`${property}.${field.name}.${item}`)}
                    validateDebounce={isNumeric(fieldKind(itemSchema)) ? NUMBER_VALIDATE_DELAY_MS : undefined}
                  >
                    <FieldInput entity={entity} property={`${property}.${item}`} testId={`field-${property}-${index}-${item}`} disabled={disabled} />
                  </Form.Item>
                </Col>
              ))}
              <Col xs={24} md={4}>
                <Form.Item label=" " colon={false}>
                  <Button
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                    disabled={disabled}
                    aria-label={t('generic.form.removeEntry')}
                    title={t('generic.form.removeEntry')}
                    data-testid={`remove-${property}-${index}`}
                  />
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} disabled={disabled} data-testid={`add-${property}`}>
            {addText}
          </Button>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
