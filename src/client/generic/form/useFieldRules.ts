import type { FormInstance, FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../../shared/registry';
import { toPayload, type FormValues } from './formValues';
import { messageTextKey } from './validationMessages';
import { validatePayload } from './validators';

/** antd rules that run the schema's build-time validator on the whole form and report this field's error. */
export function useFieldRules(entity: EntitySchema, form: FormInstance<FormValues>) {
  const { t } = useTranslation();
  return (property: string): FormRule[] => [
    {
      validator: async () => {
        const messages = validatePayload(entity, toPayload(entity, form.getFieldsValue(true) as FormValues));
        if (messages[property]) throw new Error(t(messageTextKey(messages[property])));
      },
    },
  ];
}
