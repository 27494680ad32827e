import { UnsavedChangesNotifier } from '@refinedev/react-router';
import { Alert, Button, Card, Col, Form, Row, Space, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EntitySchema } from '../../../shared/registry';
import { RecordSections } from '../../pages/recordSections';
import { entityRoutes } from '../../registry/entityRoutes';
import { localPath } from '../../routing/paths';
import { useLanguage } from '../../routing/useLanguage';
import { fieldKind, isNumeric, isRequired, propertyNames } from '../fieldKind';
import { entitySingular, fieldLabel } from '../labels';
import { FieldInput } from './FieldInput';
import { useEntityForm, type FormMode } from './useEntityForm';
import { useFieldRules } from './useFieldRules';
import { VersionHistory } from './VersionHistory';

interface EntityFormProps {
  entity: EntitySchema;
  mode: FormMode;
  recordKey?: string;
}

const NUMBER_VALIDATE_DELAY_MS = 600;

/** The generic create/edit form of one registry entity; versioned records get a History tab. */
export function EntityForm({ entity, mode, recordKey }: EntityFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { formProps, form, saveButtonProps, formLoading, loadFailed } = useEntityForm(entity, mode, recordKey);
  const rules = useFieldRules(entity, form);
  const listPath = localPath(language, entityRoutes(entity).list);

  if (loadFailed) return <Alert type="error" showIcon message={t('generic.notify.loadError', { entity: entitySingular(t, entity) })} data-testid="load-error" />;

  const fields = (
    <Spin spinning={formLoading}>
      <Form {...formProps} data-testid="entity-form">
        <Row gutter={24}>
          {propertyNames(entity).map((property) => {
            const kind = fieldKind(entity.properties[property]);
            const wide = kind === 'multiline';
            return (
              <Col key={property} xs={24} md={wide ? 24 : 12} xl={wide ? 24 : 8}>
                <Form.Item
                  name={property}
                  label={fieldLabel(t, entity, property)}
                  required={isRequired(entity, property) && !entity.properties[property].readOnly}
                  rules={rules(property)}
                  // "-" or "1." on the way to a number is not worth an error message.
                  validateDebounce={isNumeric(kind) ? NUMBER_VALIDATE_DELAY_MS : undefined}
                >
                  <FieldInput entity={entity} property={property} />
                </Form.Item>
              </Col>
            );
          })}
        </Row>
        <Space>
          <Button type="primary" {...saveButtonProps} data-testid="save-record">
            {t('generic.save')}
          </Button>
          <Link to={listPath}>
            <Button data-testid="back-to-list">{t('generic.backToList')}</Button>
          </Link>
        </Space>
      </Form>
    </Spin>
  );

  return (
    <Card>
      <UnsavedChangesNotifier translationKey="generic.form.unsavedChanges" />
      {mode === 'edit' && entity['x-versioned'] && recordKey ? (
        <Tabs
          destroyOnHidden
          items={[
            { key: 'form', label: t('generic.form.dataTab'), children: fields },
            { key: 'history', label: t('generic.history.tab'), children: <VersionHistory entity={entity} recordKey={recordKey} /> },
          ]}
        />
      ) : (
        fields
      )}
      <RecordSections resource={entity['x-resource']} mode={mode} recordKey={recordKey} />
    </Card>
  );
}
