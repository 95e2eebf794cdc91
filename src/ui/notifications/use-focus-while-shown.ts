import { useLayoutEffect, type RefObject } from 'react';
import { focusedElement } from '../../platform/browser';

/**
 * WAI-ARIA APG dialog pattern: focus moves into `panel` when it is shown and goes back to where it
 * was when the panel is closed or removed, unless the user has already moved focus elsewhere.
 */
export function useFocusWhileShown(panel: RefObject<HTMLElement | null>, isShown: boolean): void {
  useLayoutEffect(() => {
    const node = panel.current;
    if (!isShown || !node) return;
    const returnTo = focusedElement();
    node.focus();
    return () => {
      const focused = focusedElement();
      const focusLeftWithPanel = !focused || focused === node || node.contains(focused) || !focused.isConnected;
      if (focusLeftWithPanel && returnTo?.isConnected) returnTo.focus();
    };
  }, [panel, isShown]);
}
