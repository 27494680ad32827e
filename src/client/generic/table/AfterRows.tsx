import { useDeferredValue, type ReactNode } from 'react';

/**
 * Its children drawn in a render of their own, right after the one that draws the table's rows: the buttons of every
 * row (some forty antd components on a page) would otherwise hold the rows back. The cell keeps its place meanwhile
 * (its column has a width), so nothing moves when they appear.
 */
export function AfterRows({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
