import type { TableRowSelection } from 'antd/es/table/interface';
import type { BaseRecord } from '@refinedev/core';
import { useEffect, useState } from 'react';

/** What a bulk action acts on: the rows ticked on this page, or every record the list's filter matches. */
export interface ListSelection {
  keys: string[];
  allMatching: boolean;
}

const stop = { onClick: (event: React.MouseEvent) => event.stopPropagation() };

/**
 * The rows ticked in a list's table (its `id`, the record key). A selection belongs to the page it was
 * made on: another page, filter, sort or page size (`listSearch`, the list's URL query) clears it.
 */
export function useListSelection(listSearch: string) {
  const [selection, setSelection] = useState<ListSelection>({ keys: [], allMatching: false });
  const clear = () => setSelection({ keys: [], allMatching: false });
  useEffect(clear, [listSearch]);
  const rowSelection: TableRowSelection<BaseRecord> = {
    selectedRowKeys: selection.keys,
    onChange: (keys) => setSelection({ keys: keys.map(String), allMatching: false }),
    // A click beside a checkbox must not open the record as a row click does.
    onCell: () => stop,
  };
  return { selection, rowSelection, clear, selectAllMatching: () => setSelection((current) => ({ ...current, allMatching: true })) };
}
