import { useState } from 'react';

/**
 * True from the first time `open` is true: a dialog's code can then load on first use and stay
 * mounted afterwards, so it can play its closing animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
