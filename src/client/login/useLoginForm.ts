import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorInfo } from '../api/apiError';
import { login } from '../auth/login';

export interface LoginFormValues {
  login: string;
  password: string;
  code?: string;
}

/** Login submit with the two-factor step; the form keeps its values, errors become one translated message. */
export function useLoginForm() {
  const { t } = useTranslation();
  const [twoFactorRequired, setTwoFactorRequired] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: LoginFormValues) => {
    setSubmitting(true);
    setError(null);
    const outcome = await login({ login: values.login, password: values.password, code: twoFactorRequired ? values.code : undefined });
    setSubmitting(false);
    if (outcome.kind === 'twoFactorRequired') setTwoFactorRequired(true);
    if (outcome.kind === 'error') setError(translateErrorInfo(t, outcome.error));
  };

  return { submit, submitting, twoFactorRequired, error };
}
