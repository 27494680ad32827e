import { useCallback, useSyncExternalStore } from 'react';

function list(media: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(media) : null;
}

/** Whether the CSS media query matches now, following changes (rotation, resizing, a system setting). */
export function useMediaQuery(media: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const query = list(media);
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    [media],
  );
  return useSyncExternalStore(subscribe, () => list(media)?.matches ?? false);
}
