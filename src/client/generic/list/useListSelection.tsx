import type { CheckboxProps } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import type { BaseRecord } from '@refinedev/core';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a bulk action acts on: the rows ticked on this page, or every record the list's filter matches. */
export interface ListSelection {
  keys: string[];
  allMatching: boolean;
}

const NOTHING_SELECTED: ListSelection = { keys: [], allMatching: false };

const stop = { onClick: (event: React.MouseEvent) => event.stopPropagation() };

/**
 * The header's "tick the page" box. The table copies column titles into a hidden row it measures widths
 * with (aria-hidden); there the copy's box is taken out of the tab order, so the keyboard never reaches it.
 */
function SelectionTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current?.closest('[aria-hidden="true"]')) ref.current.querySelectorAll('input').forEach((input) => (input.tabIndex = -1));
  });
  return <span ref={ref}>{children}</span>;
}

/**
 * The rows ticked in a list's table (its `id`, the record key). A selection belongs to the page it was
 * made on: another page, filter, sort or page size (`listSearch`, the list's URL query) clears it.
 */
export function useListSelection(listSearch: string) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<ListSelection>(NOTHING_SELECTED);
  // Nothing ticked stays the same state: a new empty one would draw the whole list again (on every opening).
  const clear = () => setSelection(NOTHING_SELECTED);
  useEffect(clear, [listSearch]);
  const rowSelection: TableRowSelection<BaseRecord> = {
    selectedRowKeys: selection.keys,
    onChange: (keys) => setSelection({ keys: keys.map(String), allMatching: false }),
    // A click beside a checkbox must not open the record as a row click does.
    onCell: () => stop,
    columnTitle: (box) => <SelectionTitle>{box}</SelectionTitle>,
    getTitleCheckboxProps: () => ({ 'aria-label': t('generic.bulk.selectPage') }),
    // The box's input takes the aria attributes antd's CheckboxProps type leaves out.
    getCheckboxProps: (record) => ({ 'aria-label': t('generic.bulk.selectRow', { record: String(record.id) }) }) as CheckboxProps,
  };
  return { selection, rowSelection, clear, selectAllMatching: () => setSelection((current) => ({ ...current, allMatching: true })) };
}
