import { UnsavedChangesNotifier } from '@refinedev/react-router';
import { Alert, Button, Card, Col, Form, Result, Row, Space, Spin, Tabs, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rangeStarts } from '../../../shared/date-ranges';
import { isMalformedKey } from '../../../shared/record-key';
import type { EntitySchema } from '../../../shared/registry';
import { apiErrorInfo, translateApiError } from '../../api/apiError';
import { RecordSections } from './RecordSections';
import { fieldKind, isNumeric, isRequired } from '../../../shared/field-kind';
import { entitySingular, fieldLabel } from '../../../shared/labels';
import { useListPath } from '../list/listReturn';
import { FieldInput } from './FieldInput';
import { FormErrorSummary } from './FormErrorSummary';
import { ListField } from './ListField';
import { formFields, readOnlyReason } from './formAccess';
import type { FormValues } from './formValues';
import { useEntityForm, type FormMode } from './useEntityForm';
import { NUMBER_VALIDATE_DELAY_MS, useFieldRules } from './useFieldRules';
import { useEditedVersion } from './useEditedVersion';
import { ValidFromHint } from './ValidFromHint';
import { VersionHistory } from './VersionHistory';
import { VersionInfo } from './VersionInfo';
import { useAccess } from '../../access/useAccess';

export interface EntityFormProps {
  entity: EntitySchema;
  mode: FormMode;
  recordKey?: string;
  /** Leave out the derived (readOnly) properties: the page shows them itself. */
  writableOnly?: boolean;
  /** Derived (readOnly) properties shown anyway, on create too, each with the hint that says how the portal derives it. */
  derived?: Record<string, string>;
  /** The user changed inputs: a page may fill others from them (a default that depends on another field). */
  onValuesChange?: (changed: FormValues, form: FormInstance<FormValues>) => void;
}

/**
 * The generic create/edit form of one registry entity; versioned records get a History tab. A locked
 * (x-lock) record, or one whose create/edit the access rule refuses (x-managed), is shown
 * read-only: every input disabled, no Save. Save appears only once the access rule has allowed it.
 */
export function EntityForm(props: EntityFormProps) {
  const { t } = useTranslation();
  // "Invalid ID": a key in the URL that no record can have is not even asked for.
  if (props.mode === 'edit' && props.recordKey !== undefined && isMalformedKey(props.recordKey, props.entity)) {
    return <Alert type="error" showIcon message={t('errors.INVALID_ID')} data-testid="invalid-id" />;
  }
  return <VersionedRecordForm {...props} />;
}

/** A versioned record's form starts afresh when the page switches to another of its versions (?version=n). */
function VersionedRecordForm(props: EntityFormProps) {
  const version = useEditedVersion();
  return <RecordForm key={version ?? 'in-effect'} {...props} pinnedVersion={version !== undefined} />;
}

function RecordForm({ entity, mode, recordKey, writableOnly, derived = {}, onValuesChange, pinnedVersion }: EntityFormProps & { pinnedVersion: boolean }) {
  const { t } = useTranslation();
  const { formProps, saveTried, form, saveButtonProps, formLoading, loadError, stored } = useEntityForm(entity, mode, recordKey);
  const rules = useFieldRules(entity, form);
  const listPath = useListPath(entity);
  const access = useAccess({ resource: entity['x-resource'], action: mode });
  const readOnly = readOnlyReason(entity, mode, stored, access);
  const versionedEdit = mode === 'edit' && Boolean(entity['x-versioned']);
  // On a versioned edit the valid-from decides what Save does: the same date corrects this version, another one adds a version.
  const hintOf = (property: string) =>
    versionedEdit && property === 'validFrom' && !readOnly && stored.version !== undefined ? (
      <ValidFromHint form={form} version={stored.version} storedValidFrom={stored.validFrom} />
    ) : (
      derived[property]
    );

  if (loadError && apiErrorInfo(loadError).status === 404) {
    return (
      // antd's Result passes no data-* attributes on.
      <div data-testid="record-not-found">
        <Result
          status="404"
          title={t('generic.form.notFound', { entity: entitySingular(t, entity), key: recordKey })}
          extra={
            <Link to={listPath} data-testid="not-found-back-to-list">
              <Button type="primary">{t('generic.backToList')}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  if (loadError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('generic.notify.loadError', { entity: entitySingular(t, entity) })}
        description={translateApiError(t, loadError)}
        data-testid="load-error"
      />
    );
  }

  const fields = (
    <Spin spinning={formLoading}>
      {versionedEdit && <VersionInfo record={stored} pinned={pinnedVersion} />}
      {readOnly && (
        <Alert
          className="entity-form__read-only"
          type={readOnly === 'locked' ? 'warning' : 'info'}
          showIcon
          message={t(`generic.form.${readOnly}`)}
          data-testid="record-read-only"
        />
      )}
      <Form
        {...formProps}
        onValuesChange={(changed: FormValues, all: FormValues) => {
          formProps.onValuesChange?.(changed, all);
          onValuesChange?.(changed, form);
        }}
        data-testid="entity-form"
      >
        <Row gutter={24}>
          {formFields(entity, {
            mode,
            readOnly: Boolean(readOnly),
            writableOnly,
            derived: Object.keys(derived),
            managedRecord: readOnly === 'managed' ? stored : undefined,
          }).map(({ property, disabled }) => {
            // While the record loads or a save and its reload run, input would be overwritten by the loaded record.
            const inputDisabled = disabled || formLoading;
            const kind = fieldKind(entity.properties[property]);
            const wide = kind === 'multiline' || kind === 'list';
            return (
              <Col key={property} xs={24} md={wide ? 24 : 12} xl={wide ? 24 : 8}>
                {kind === 'list' ? (
                  // The list's label only; its entries are form fields of their own.
                  <Form.Item label={fieldLabel(t, entity, property)} required={isRequired(entity, property) && !disabled}>
                    <ListField entity={entity} property={property} disabled={inputDisabled} rules={rules} />
                  </Form.Item>
                ) : (
                  <Form.Item
                    name={property}
                    label={fieldLabel(t, entity, property)}
                    required={isRequired(entity, property) && !disabled}
                    rules={rules(property)}
                    // A date range's end is checked again when its start changes.
                    dependencies={rangeStarts(entity, property)}
                    extra={hintOf(property)}
                    // "-" or "1." on the way to a number is not worth an error message.
                    validateDebounce={isNumeric(kind) ? NUMBER_VALIDATE_DELAY_MS : undefined}
                  >
                    <FieldInput entity={entity} property={property} disabled={inputDisabled} />
                  </Form.Item>
                )}
              </Col>
            );
          })}
        </Row>
        <FormErrorSummary entity={entity} shown={saveTried} />
        <Space>
          {access?.can && !readOnly && (
            <Button type="primary" {...saveButtonProps} data-testid="save-record">
              {t('generic.save')}
            </Button>
          )}
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
      <RecordSections resource={entity['x-resource']} mode={mode} recordKey={recordKey} record={stored} />
    </Card>
  );
}
