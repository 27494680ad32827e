import { useMediaQuery } from './useMediaQuery';

/** Below antd's md breakpoint (a tablet held upright is 768 px) the sidebar becomes a drawer and a list shows cards. */
const NARROW_SCREEN = '(max-width: 767.98px)';

/** Whether the screen is narrower than a tablet, following rotation and window resizing. */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN);
}
