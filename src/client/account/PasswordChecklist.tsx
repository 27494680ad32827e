import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, passwordViolations, type PasswordRule } from '../../shared/password';

const RULES: PasswordRule[] = ['minLength', 'uppercase', 'lowercase', 'digit'];

/** The password policy (shared/password.ts) as a live checklist: each rule ticks as soon as the typed password meets it. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  const broken = new Set(passwordViolations(password));
  return (
    <Space direction="vertical" size={2} data-testid="password-checklist">
      {RULES.map((rule) => {
        const met = !broken.has(rule);
        return (
          <Typography.Text key={rule} type={met ? 'success' : 'secondary'} data-testid={`password-rule-${rule}`} data-met={met}>
            {met ? <CheckCircleFilled /> : <CloseCircleOutlined />} {t(`account.password.rules.${rule}`, { min: PASSWORD_MIN_LENGTH })}
          </Typography.Text>
        );
      })}
    </Space>
  );
}
