import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider, Drawer, Layout } from 'antd';
import { createHash } from 'node:crypto';
import { createElement, Fragment } from 'react';
import { STYLESHEET_THEMES, themeConfig } from '../client/theme/themeConfig';

export interface AntdStylesheet {
  /** Where the build writes it, under the client's hashed assets. */
  fileName: string;
  css: string;
}

/**
 * The styles of every antd component in the light and the dark theme, as one stylesheet for the build. antd writes a
 * component's styles into the page the first time it renders (some 60 style elements and 460 kB of CSS for a
 * list page, a quarter of its time to rows); a page that loads them as a file finds each component's styles
 * listed in it (the stylesheet ends with their cache paths, one list for both themes) and neither computes nor
 * injects them. Another theme (compact, reduced motion) or a component missing here still gets its styles in the
 * page, so nothing can go unstyled.
 * Besides antd's top-level components: the layout's sider and a drawer (rendered in place, as a portal is not).
 */
export function antdStylesheet(): AntdStylesheet {
  const css = extractStyle((components) =>
    createElement(
      Fragment,
      null,
      STYLESHEET_THEMES.map((choice) =>
        createElement(
          ConfigProvider,
          { key: String(choice.dark), theme: themeConfig(choice) },
          components,
          createElement(Layout.Sider),
          createElement(Drawer, { open: true, getContainer: false }),
        ),
      ),
    ),
  );
  return { fileName: `assets/antd-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`, css };
}
