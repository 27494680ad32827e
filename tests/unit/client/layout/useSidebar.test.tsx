import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSidebar } from '../../../../src/client/layout/useSidebar';
import type { MenuGroup } from '../../../../src/shared/navigation';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const GROUPS: MenuGroup[] = [
  { key: 'movement-data', label: 'menu.groups.movement-data', items: [{ route: 'movement-data/inbounds', label: 'entities.inbounds.title', order: 10 }] },
];

describe('the sidebar menu', () => {
  it('is drawn once when the open page lies in a group that is open already', () => {
    let renders = 0;
    function Probe() {
      renders++;
      useSidebar(GROUPS, () => undefined);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() =>
      root.render(
        <MemoryRouter initialEntries={['/en/movement-data/inbounds']}>
          <Probe />
        </MemoryRouter>,
      ),
    );
    expect(renders).toBe(1);
    act(() => root.unmount());
  });

  it('opens the group of a page the user comes to, and only that one, also after the user closed it', () => {
    const groups: MenuGroup[] = [
      ...GROUPS,
      { key: 'masterdata', label: 'menu.groups.masterdata', items: [{ route: 'masterdata/partners', label: 'entities.partners.title', order: 10 }] },
    ];
    let sidebar!: ReturnType<typeof useSidebar>;
    let navigate!: NavigateFunction;
    function Probe() {
      sidebar = useSidebar(groups, () => undefined);
      navigate = useNavigate();
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() =>
      root.render(
        <MemoryRouter initialEntries={['/en/movement-data/inbounds']}>
          <Probe />
        </MemoryRouter>,
      ),
    );
    expect(sidebar.openKeys).toEqual(['movement-data', 'masterdata']);
    act(() => sidebar.setOpenKeys([]));
    expect(sidebar.openKeys).toEqual([]);
    act(() => void navigate('/en/masterdata/partners'));
    expect(sidebar.openKeys).toEqual(['masterdata']);
    act(() => root.unmount());
  });
});
