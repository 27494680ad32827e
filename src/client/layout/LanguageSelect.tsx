import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/settings';
import { useLanguage } from '../routing/useLanguage';
import { useChangeLanguage } from './useChangeLanguage';

/** SVG flags: flag emoji have no glyphs on many Windows and Linux systems. */
const OPTIONS: { value: Language; flag: string; label: string }[] = [
  { value: 'de', flag: '/flags/de.svg', label: 'DE' },
  { value: 'en', flag: '/flags/gb.svg', label: 'EN' },
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
      className="language-select"
      data-testid="language-select"
      options={OPTIONS.map((option) => ({
        value: option.value,
        label: (
          <span data-testid={`language-option-${option.value}`}>
            <img src={option.flag} alt="" className="flag" /> {option.label}
          </span>
        ),
      }))}
    />
  );
}
