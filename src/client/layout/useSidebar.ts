import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MenuGroup } from '../../shared/navigation';
import { localPath, routeOf } from '../routing/paths';
import { useLanguage } from '../routing/useLanguage';

export const SIDEBAR_WIDTH = 256;
export const SIDEBAR_COLLAPSED_WIDTH = 72;

/** Below this width an expanded sidebar would leave the page too little room, so it starts collapsed. */
const NARROW_SCREEN = '(max-width: 767px)';
const startsCollapsed = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN).matches;

function groupOfRoute(groups: MenuGroup[], route: string): MenuGroup | undefined {
  return groups.find((group) => group.items.some((item) => route === item.route || route.startsWith(`${item.route}/`)));
}

/**
 * Sidebar state: collapsed flag, open groups and group clicks. Groups start open (every entry one click
 * away); we remember the ones the user closed, so groups appearing with the tenant config open too.
 */
export function useSidebar(groups: MenuGroup[]) {
  const [collapsed, setCollapsed] = useState(startsCollapsed);
  const [closedKeys, setClosedKeys] = useState<string[]>([]);
  const location = useLocation();
  const navigate = useNavigate();
  const language = useLanguage();
  const route = routeOf(location.pathname);
  const activeGroup = groupOfRoute(groups, route);
  const openKeys = groups.map((group) => group.key as string).filter((key) => !closedKeys.includes(key));

  const openGroup = (key: string) => setClosedKeys((keys) => keys.filter((closed) => closed !== key));

  useEffect(() => {
    if (activeGroup) openGroup(activeGroup.key);
  }, [activeGroup]);

  const setOpenKeys = (keys: string[]) =>
    setClosedKeys(groups.map((group) => group.key as string).filter((key) => !keys.includes(key)));

  /** Spec §2: a group clicked while collapsed opens, shows its first entry and expands the sidebar. */
  const openCollapsedGroup = (key: string) => {
    const group = groups.find((candidate) => candidate.key === key);
    if (!group) return;
    setCollapsed(false);
    openGroup(key);
    navigate(localPath(language, group.items[0].route));
  };

  return { collapsed, setCollapsed, openKeys, setOpenKeys, openCollapsedGroup, language, selectedRoute: route, activeGroup };
}
