import { Button } from 'antd';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { i18nReady } from '../../../../src/client/i18n/i18n';
import { ThemeProvider } from '../../../../src/client/theme/ThemeProvider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("antd's page-made styles", () => {
  it('are written into a container of their own at the start of the head, so antd looks for them among its styles alone', async () => {
    await i18nReady;
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    act(() =>
      root.render(
        <ThemeProvider>
          <Button>Save</Button>
        </ThemeProvider>,
      ),
    );
    const container = document.head.firstElementChild as HTMLElement;
    expect(container.dataset.antdStyles).toBe('');
    const written = [...document.querySelectorAll('style[data-css-hash]')];
    expect(written.length).toBeGreaterThan(0);
    expect(written.every((style) => style.parentElement === container)).toBe(true);
    act(() => root.unmount());
    host.remove();
  });
});
