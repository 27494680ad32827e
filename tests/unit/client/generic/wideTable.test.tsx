import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { WideTable } from '../../../../src/client/generic/table/WideTable';

const COLUMNS = [{ key: 'name', dataIndex: 'name', title: 'Name' }];
const ROWS = [{ id: 1, name: 'Acme' }];

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function show(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(element));
  return container;
}

describe('a wide table', () => {
  it('never measures its columns, also where it is asked to scroll sideways (refine asks for it)', () => {
    const shown = show(<WideTable rowKey="id" columns={COLUMNS} dataSource={ROWS} scroll={{ x: true }} />);
    expect(shown.querySelector('.ant-table-row')).not.toBeNull();
    expect(shown.querySelector('.ant-table-measure-row')).toBeNull();
    expect(shown.querySelector('.wide-table')).not.toBeNull();
  });

  it('keeps a vertical scroll', () => {
    const shown = show(<WideTable rowKey="id" columns={COLUMNS} dataSource={ROWS} scroll={{ x: true, y: 200 }} className="mine" />);
    expect(shown.querySelector('.ant-table-body')).not.toBeNull();
    expect(shown.querySelector('.wide-table.mine')).not.toBeNull();
  });
});
