import { theme } from 'antd';
import { useEffect } from 'react';

/** The page behind the app (overscroll, modals' backdrop edges) follows the theme too. */
export function BodyBackground() {
  const { token } = theme.useToken();
  useEffect(() => {
    document.body.style.backgroundColor = token.colorBgLayout;
  }, [token.colorBgLayout]);
  return null;
}
