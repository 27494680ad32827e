import { useSyncExternalStore } from 'react';

/** Below antd's md breakpoint (a tablet held upright is 768 px) the sidebar becomes a drawer. */
const NARROW_SCREEN = '(max-width: 767.98px)';

function query(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is narrower than a tablet, following rotation and window resizing. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}
