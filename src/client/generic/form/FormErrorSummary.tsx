import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../../shared/registry';
import { fieldLabel } from '../../../shared/labels';

/** A field path of antd (`['certificates', 0, 'certificateNumber']`) as the label path fieldLabel takes. */
const labelPath = (name: (string | number)[]) => name.filter((segment) => typeof segment === 'string').join('.');

/**
 * What keeps the form from being saved, beside its Save button and in place of a notification that would
 * cover it: each failing field by its label with the rule it breaks ("Valid to: must not be before Valid
 * from"). Shown once a save was tried; it follows the fields' errors as the user corrects them.
 */
export function FormErrorSummary({ entity, shown }: { entity: EntitySchema; shown: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => {
        const failing = form.getFieldsError().filter(({ errors }) => errors.length > 0);
        if (!shown || failing.length === 0) return null;
        const onlyMissing = failing.every(({ name }) => !form.getFieldValue(name) && form.getFieldValue(name) !== 0);
        return (
          <Alert
            className="entity-form__errors"
            type="error"
            showIcon
            role="alert"
            data-testid="form-errors"
            message={onlyMissing ? t('generic.form.fillMandatory') : t('generic.form.fixFields', { count: failing.length })}
            description={
              <ul className="entity-form__error-list">
                {failing.map(({ name, errors }) => {
                  const label = fieldLabel(t, entity, labelPath(name));
                  // A message that names its field itself ("Valid to must not be before Valid from") needs no label in front.
                  return (
                    <li key={name.join('.')}>
                      {errors[0].startsWith(label) ? (
                        errors[0]
                      ) : (
                        <>
                          <strong>{label}</strong>: {errors[0]}
                        </>
                      )}
                    </li>
                  );
                })}
              </ul>
            }
          />
        );
      }}
    </Form.Item>
  );
}
