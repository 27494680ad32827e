import { act, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { AfterRows } from '../../../../src/client/generic/table/AfterRows';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('a row’s buttons', () => {
  it('are drawn right after the rows, not with them', () => {
    const container = document.createElement('div');
    let withTheRows: string | undefined;
    function Row() {
      useLayoutEffect(() => void (withTheRows ??= container.innerHTML));
      return (
        <p>
          IN-1
          <AfterRows>
            <button>edit</button>
          </AfterRows>
        </p>
      );
    }
    const root = createRoot(container);
    act(() => root.render(<Row />));
    expect(withTheRows).toBe('<p>IN-1</p>');
    expect(container.innerHTML).toBe('<p>IN-1<button>edit</button></p>');
    act(() => root.unmount());
  });
});
