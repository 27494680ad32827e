import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Mounts a hook in a throwaway component (no testing-library needed for these few hook tests), inside what `wrap`
 * puts around it (a provider the hook needs).
 */
export function renderHook(hook: () => void, wrap: (probe: ReactNode) => ReactNode = (probe) => probe): { unmount: () => void } {
  const container = document.createElement('div');
  const root = createRoot(container);
  function Probe() {
    hook();
    return null;
  }
  act(() => root.render(wrap(<Probe />)));
  return { unmount: () => act(() => root.unmount()) };
}
