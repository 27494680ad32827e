import { Table, type TableProps } from 'antd';
import './wideTable.css';

/** The class of a column kept in view at the table's right edge while the table scrolls sideways. */
export const STICKY_RIGHT_COLUMN = 'wide-table__sticky-right';

/**
 * An antd table as wide as its columns need, scrolling sideways in its box where the screen is narrower
 * (wideTable.css). Not by antd's `scroll.x` (which refine's table props ask for too): that option measures every
 * column and draws the whole table again each time a width changes while the page fills (the rows, the totals,
 * the labels), which cost a list of twenty rows a third of its time to show them. A vertical scroll is kept.
 */
export function WideTable<T extends object>({ className, scroll, ...props }: TableProps<T>) {
  return <Table<T> {...props} className={className ? `wide-table ${className}` : 'wide-table'} scroll={scroll?.y ? { y: scroll.y } : undefined} />;
}
