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

/** The sidebar state of `groups` on the inbounds list, how often it rendered, and the router's navigate. */
function mountSidebar(groups: MenuGroup[]) {
  const probe = { renders: 0, sidebar: undefined as unknown as ReturnType<typeof useSidebar>, navigate: undefined as unknown as NavigateFunction };
  function Probe() {
    probe.renders++;
    probe.sidebar = useSidebar(groups, () => undefined);
    probe.navigate = useNavigate();
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
  return { probe, unmount: () => act(() => root.unmount()) };
}

describe('the sidebar menu', () => {
  it('is drawn once when the open page lies in a group that is open already', () => {
    const { probe, unmount } = mountSidebar(GROUPS);
    expect(probe.renders).toBe(1);
    unmount();
  });

  it('opens the group of a page the user comes to, and only that one, also after the user closed it', () => {
    const { probe, unmount } = mountSidebar([
      ...GROUPS,
      { key: 'masterdata', label: 'menu.groups.masterdata', items: [{ route: 'masterdata/partners', label: 'entities.partners.title', order: 10 }] },
    ]);
    expect(probe.sidebar.openKeys).toEqual(['movement-data', 'masterdata']);
    act(() => probe.sidebar.setOpenKeys([]));
    expect(probe.sidebar.openKeys).toEqual([]);
    act(() => void probe.navigate('/en/masterdata/partners'));
    expect(probe.sidebar.openKeys).toEqual(['masterdata']);
    unmount();
  });
});
