import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { darkModeStore, useDarkMode } from '../theme/darkModeStore';

export function DarkModeToggle() {
  const { t } = useTranslation();
  const dark = useDarkMode();
  return (
    <Tooltip title={t('shell.darkMode')}>
      <Switch
        checked={dark}
        onChange={darkModeStore.set}
        checkedChildren={<MoonOutlined />}
        unCheckedChildren={<SunOutlined />}
        aria-label={t('shell.darkMode')}
        data-testid="dark-mode-toggle"
      />
    </Tooltip>
  );
}
