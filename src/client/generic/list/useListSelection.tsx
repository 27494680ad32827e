import type { CheckboxProps } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import type { BaseRecord } from '@refinedev/core';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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
 * made on: another page, filter, sort or page size (`listSearch`, the list's URL query) ends it. It ends in the
 * render that sees the new query (React renders again at once, before anything is drawn), not in an effect: a
 * state set after the list is drawn draws the whole list again.
 */
export function useListSelection(listSearch: string) {
  const { t } = useTranslation();
  const [made, setMade] = useState({ on: listSearch, selection: NOTHING_SELECTED });
  if (made.on !== listSearch && made.selection !== NOTHING_SELECTED) setMade({ on: listSearch, selection: NOTHING_SELECTED });
  const selection = made.on === listSearch ? made.selection : NOTHING_SELECTED;
  const select = (next: ListSelection) => setMade({ on: listSearch, selection: next });
  const rowSelection: TableRowSelection<BaseRecord> = {
    selectedRowKeys: selection.keys,
    onChange: (keys) => select({ keys: keys.map(String), allMatching: false }),
    // A click beside a checkbox must not open the record as a row click does.
    onCell: () => stop,
    columnTitle: (box) => <SelectionTitle>{box}</SelectionTitle>,
    getTitleCheckboxProps: () => ({ 'aria-label': t('generic.bulk.selectPage') }),
    // The box's input takes the aria attributes antd's CheckboxProps type leaves out.
    getCheckboxProps: (record) => ({ 'aria-label': t('generic.bulk.selectRow', { record: String(record.id) }) }) as CheckboxProps,
  };
  return {
    selection,
    rowSelection,
    clear: () => select(NOTHING_SELECTED),
    selectAllMatching: () => select({ ...selection, allMatching: true }),
  };
}
