import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/settings';
import { useLanguage } from '../routing/useLanguage';
import { useChangeLanguage } from './useChangeLanguage';

const OPTIONS: { value: Language; flag: string; label: string }[] = [
  { value: 'de', flag: '🇩🇪', label: 'DE' },
  { value: 'en', flag: '🇬🇧', label: 'EN' },
];

export function LanguageSelect() {
  const { t } = useTranslation();
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  return (
    <Select<Language>
      value={language}
      onChange={(value) => void changeLanguage(value)}
      aria-label={t('shell.language')}
      style={{ width: 92 }}
      data-testid="language-select"
      options={OPTIONS.map((option) => ({
        value: option.value,
        label: (
          <span data-testid={`language-option-${option.value}`}>
            <span aria-hidden className="flag">{option.flag}</span> {option.label}
          </span>
        ),
      }))}
    />
  );
}
