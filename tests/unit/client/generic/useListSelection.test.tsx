import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { i18nReady } from '../../../../src/client/i18n/i18n';
import { useListSelection, type ListSelection } from '../../../../src/client/generic/list/useListSelection';

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

  it('belongs to the page it was made on: another page of the list ends it', async () => {
    await i18nReady;
    let shown: ListSelection | undefined;
    let tick: (keys: string[]) => void = () => undefined;
    function Probe({ listSearch }: { listSearch: string }) {
      const { selection, rowSelection } = useListSelection(listSearch);
      shown = selection;
      tick = (keys) => rowSelection.onChange?.(keys, [], { type: 'multiple' });
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Probe listSearch="?page=1" />));
    act(() => tick(['IN-1', 'IN-2']));
    expect(shown).toEqual({ keys: ['IN-1', 'IN-2'], allMatching: false });
    act(() => root.render(<Probe listSearch="?page=2" />));
    expect(shown).toEqual({ keys: [], allMatching: false });
    act(() => root.render(<Probe listSearch="?page=1" />));
    expect(shown).toEqual({ keys: [], allMatching: false });
    act(() => root.unmount());
  });
});
