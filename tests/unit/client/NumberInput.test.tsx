import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { NumberInput, type NumberInputValue } from '../../../src/client/generic/form/NumberInput';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function mount(initial: NumberInputValue | undefined) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const seen: NumberInputValue[] = [];
  let set: (value: NumberInputValue | undefined) => void = () => {};
  function Host() {
    const [value, setValue] = useState(initial);
    set = setValue;
    return (
      <NumberInput
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    );
  }
  act(() => root.render(<Host />));
  const input = container.querySelector('input')!;
  return { input, seen, setValue: (value: NumberInputValue | undefined) => act(() => set(value)) };
}

describe('NumberInput', () => {
  it('shows a value set from outside in the locale format', () => {
    const { input, setValue } = mount(undefined);
    setValue(2507762);
    expect(input.value).toBe(new Intl.NumberFormat(navigator.language).format(2507762));
  });
});
