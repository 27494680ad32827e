import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../../shared/registry';
import { useSettings } from '../../settings/settingsStore';
import { toPayload, type FormValues } from './formValues';
import { fieldMessageText } from './validationMessages';
import { validatePayload } from './validators';

/** "-" or "1." on the way to a number is not worth an error message: number inputs validate after a pause. */
export const NUMBER_VALIDATE_DELAY_MS = 600;

/**
 * antd rules that run the schema's build-time validator on the whole form and report the error of one
 * field path: a property (`deliveryPointNumber`, a list as a whole: `certificates`) or a list entry's
 * property (`certificates.0.certificateNumber`).
 */
export function useFieldRules(entity: EntitySchema, form: FormInstance<FormValues>) {
  const { t } = useTranslation();
  const { timezone } = useSettings();
  // A plain validator rule: a Form.Item and a Form.List (a list's own error) both take it.
  return (field: string) => [
    {
      validator: async () => {
        const messages = validatePayload(entity, toPayload(entity, form.getFieldsValue(true) as FormValues, timezone));
        if (messages[field]) throw new Error(fieldMessageText(t, entity, field, messages[field]));
      },
    },
  ];
}
