import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MenuGroup } from '../../shared/navigation';
import { localPath, routeOf } from '../routing/paths';
import { useLanguage } from '../routing/useLanguage';

export const SIDEBAR_WIDTH = 256;
export const SIDEBAR_COLLAPSED_WIDTH = 72;

function groupOfRoute(groups: MenuGroup[], route: string): MenuGroup | undefined {
  return groups.find((group) => group.items.some((item) => route === item.route || route.startsWith(`${item.route}/`)));
}

/**
 * Sidebar menu state: open groups and group clicks. Groups start open (every entry one click away); we
 * remember the ones the user closed, so groups appearing with the tenant config open too.
 */
export function useSidebar(groups: MenuGroup[], expand: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const language = useLanguage();
  const route = routeOf(location.pathname);
  const activeGroup = groupOfRoute(groups, route);
  const [closedKeys, setClosedKeys] = useState<string[]>([]);
  // The group of the page the user comes to opens (once: the user may close it again). It opens in the render that
  // sees the page, not in an effect after the menu is drawn, which drew the whole menu again on every page load.
  const [cameTo, setCameTo] = useState(activeGroup?.key);
  if (activeGroup && activeGroup.key !== cameTo) {
    setCameTo(activeGroup.key);
    if (closedKeys.includes(activeGroup.key)) setClosedKeys(closedKeys.filter((closed) => closed !== activeGroup.key));
  }
  const openKeys = groups.map((group) => group.key as string).filter((key) => !closedKeys.includes(key));

  // The same array when the group is open already: a new one would draw the whole menu again for nothing.
  const openGroup = (key: string) => setClosedKeys((keys) => (keys.includes(key) ? keys.filter((closed) => closed !== key) : keys));

  const setOpenKeys = (keys: string[]) => setClosedKeys(groups.map((group) => group.key as string).filter((key) => !keys.includes(key)));

  /** A group clicked while collapsed opens, shows its first entry and expands the sidebar. */
  const openCollapsedGroup = (key: string) => {
    const group = groups.find((candidate) => candidate.key === key);
    if (!group) return;
    expand();
    openGroup(key);
    navigate(localPath(language, group.items[0].route));
  };

  return { openKeys, setOpenKeys, openCollapsedGroup, language, selectedRoute: route, activeGroup };
}
