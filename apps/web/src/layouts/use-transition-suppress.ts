import { useLayoutEffect, useRef } from 'react';
import { TRANSITION_SUPPRESS_MS } from '../shared/theme/theme-constants';

const CLASS = 'shell-no-transition';

/**
 * While the layout changes shape (mode, folding, menu style), CSS transitions are switched off for a
 * moment so the menu and header jump to their new place instead of sliding through the old one.
 */
export function useTransitionSuppress(shape: string) {
  const previous = useRef(shape);
  // Before paint: a class added after paint would come too late to stop the transition.
  useLayoutEffect(() => {
    if (previous.current === shape) return;
    previous.current = shape;
    document.body.classList.add(CLASS);
    const timer = setTimeout(() => document.body.classList.remove(CLASS), TRANSITION_SUPPRESS_MS);
    return () => {
      clearTimeout(timer);
      document.body.classList.remove(CLASS);
    };
  }, [shape]);
}
