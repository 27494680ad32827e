import { useMemo } from 'react';
import { allMenuGroups, visibleMenu, type MenuGroup } from '../../shared/navigation';
import { useAccessEach } from '../access/useAccess';
import { registry } from '../registry/registry';

const GROUPS = allMenuGroups(registry);
const ITEMS = GROUPS.flatMap((group) => group.items);
/** One question per entry: may the user open its route (the route guard asks the same). */
const QUESTIONS = ITEMS.map((item) => ({ action: 'list', params: { route: item.route } }));

/** The sidebar groups for the current user and tenant (docs/domain-rules.md#tenant-visibility-of-menus), as the access rule allows; empty until it has decided. */
export function useVisibleMenu(): MenuGroup[] {
  const allowed = useAccessEach(QUESTIONS)?.map((answer) => answer.can);
  const decided = allowed?.join();
  return useMemo(
    () => (allowed ? visibleMenu(GROUPS, (item) => allowed[ITEMS.indexOf(item)]) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answers, not the array (a new one on every render)
    [decided],
  );
}
