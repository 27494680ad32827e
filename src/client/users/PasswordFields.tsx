import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePassword, meetsPasswordPolicy } from '../../shared/password';
import { PasswordChecklist } from '../account/PasswordChecklist';
import { secureRandomInt } from './secureRandomInt';

/**
 * Password, confirmation, live policy checklist and a generator, for a Form with fields `password`
 * and `passwordConfirm`. `optional`: empty keeps the current password (editing a user).
 */
export function PasswordFields({ optional }: { optional: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const password: string = Form.useWatch('password', form) ?? '';
  const [generated, setGenerated] = useState<string | null>(null);

  const generate = () => {
    const value = generatePassword(secureRandomInt);
    form.setFieldsValue({ password: value, passwordConfirm: value });
    void form.validateFields(['password', 'passwordConfirm']);
    setGenerated(value);
  };

  return (
    <>
      <Form.Item
        name="password"
        label={t('users.form.password')}
        extra={optional ? t('users.form.passwordKeep') : undefined}
        rules={[
          { required: !optional, message: t('account.password.required') },
          {
            validator: (_, value: string | undefined) =>
              !value || meetsPasswordPolicy(value) ? Promise.resolve() : Promise.reject(new Error(t('account.password.checkRules'))),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="user-password" onChange={() => setGenerated(null)} />
      </Form.Item>
      <Form.Item
        name="passwordConfirm"
        label={t('users.form.passwordConfirm')}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              (value ?? '') === (getFieldValue('password') ?? '') ? Promise.resolve() : Promise.reject(new Error(t('account.password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="user-password-confirm" />
      </Form.Item>
      {(password || !optional) && (
        <Form.Item>
          <PasswordChecklist password={password} />
        </Form.Item>
      )}
      <Form.Item>
        <Button onClick={generate} data-testid="generate-password">
          {t('users.form.generate')}
        </Button>
      </Form.Item>
      {generated && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('users.form.generated')}
          description={
            <Typography.Text code copyable={{ text: generated }} data-testid="generated-password">
              {generated}
            </Typography.Text>
          }
        />
      )}
    </>
  );
}
