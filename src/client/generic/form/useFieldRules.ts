import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../../shared/registry';
import { toPayload, type FormValues } from './formValues';
import { fieldMessageText } from './validationMessages';
import { validatePayload } from './validators';

/**
 * antd rules that run the schema's build-time validator on the whole form and report the error of one
 * field path: a property (`deliveryPointNumber`, a list as a whole: `certificates`) or a list entry's
 * property (`certificates.0.certificateNumber`).
 */
export function useFieldRules(entity: EntitySchema, form: FormInstance<FormValues>) {
  const { t } = useTranslation();
  // A plain validator rule: a Form.Item and a Form.List (a list's own error) both take it.
  return (field: string) => [
    {
      validator: async () => {
        const messages = validatePayload(entity, toPayload(entity, form.getFieldsValue(true) as FormValues));
        if (messages[field]) throw new Error(fieldMessageText(t, entity, field, messages[field]));
      },
    },
  ];
}
