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

function type(input: HTMLInputElement, text: string) {
  // React listens to the native setter + input event.
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('typing into a NumberInput', () => {
  it('keeps what is typed, intermediate states included, and hands on the number', () => {
    const { input, seen } = mount(undefined);
    for (const text of ['-', '-1', '-12', '-12,']) {
      type(input, text);
      expect(input.value).toBe(text);
    }
    expect(seen.filter((value) => typeof value === 'number')).toContain(-12);
  });

  it('hands on text that is no number as typed, so validation refuses it', () => {
    const { input, seen } = mount(5);
    type(input, '12abc');
    expect(input.value).toBe('12abc');
    expect(seen.at(-1)).toBe('12abc');
  });

  it('an emptied input is no value', () => {
    const { input, seen } = mount(5);
    type(input, '');
    expect(seen.at(-1)).toBeNull();
  });
});
