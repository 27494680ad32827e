import { Input, type InputProps } from 'antd';
import { useEffect, useState } from 'react';
import { formatNumberInput, parseNumber } from '../../format/number';

/**
 * What a number input hands on: the number, null when empty, or the text as typed when it is no number,
 * so that validation refuses it ("Please enter a valid number") instead of the input dropping it.
 */
export type NumberInputValue = number | null | string;

export function isInvalidNumber(value: unknown): value is string {
  return typeof value === 'string';
}

type NumberInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: NumberInputValue;
  onChange?: (value: NumberInputValue) => void;
  /** false for identifiers (`x-identifier`): a year reads 2025, not 2.025. */
  grouping?: boolean;
};

function readValue(text: string): NumberInputValue {
  const value = parseNumber(text);
  return Number.isNaN(value) ? text : value;
}

function sameValue(a: NumberInputValue | undefined, b: NumberInputValue): boolean {
  return (a ?? null) === b;
}

/**
 * Every number input of the portal: a plain text input read and shown in the number locale of the
 * lists (src/client/format/number.ts). Typing is never rewritten ("1." and "-" stay while typing);
 * the text is shown grouped once the input loses focus or the value changes from outside.
 */
export function NumberInput({ value, onChange, onBlur, grouping = true, ...props }: NumberInputProps) {
  const show = (number: number | null | undefined) => formatNumberInput(number, undefined, grouping);
  const [text, setText] = useState(() => (isInvalidNumber(value) ? value : show(value)));

  useEffect(() => {
    if (sameValue(value, readValue(text))) return;
    setText(isInvalidNumber(value) ? value : show(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a value set from outside (loading, reset) replaces what the user typed
  }, [value]);

  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const next = readValue(event.target.value);
        if (!sameValue(value, next)) onChange?.(next);
      }}
      onBlur={(event) => {
        const current = readValue(text);
        if (!isInvalidNumber(current)) setText(show(current));
        onBlur?.(event);
      }}
    />
  );
}
