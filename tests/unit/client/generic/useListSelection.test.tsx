import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { i18nReady } from '../../../../src/client/i18n/i18n';
import { useListSelection } from '../../../../src/client/generic/list/useListSelection';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the selection of a list', () => {
  it('is cleared without drawing the list again when nothing was ticked', async () => {
    await i18nReady;
    let renders = 0;
    function Probe({ listSearch }: { listSearch: string }) {
      renders++;
      useListSelection(listSearch);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Probe listSearch="?page=1" />));
    expect(renders).toBe(1);
    act(() => root.render(<Probe listSearch="?page=2" />));
    expect(renders).toBe(2);
    act(() => root.unmount());
  });
});
