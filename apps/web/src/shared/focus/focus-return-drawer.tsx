import { Drawer, type DrawerProps } from 'antd';
import type { RefObject } from 'react';
import { useReturnFocus } from './use-return-focus';

interface FocusReturnDrawerProps extends DrawerProps {
  open: boolean;
  /** Where the focus goes on closing when the opener is gone by then (a button in a closed dialog). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** antd's Drawer, which traps the focus while open, giving it back to its opener when it closes. */
export function FocusReturnDrawer({ returnFocusTo, ...props }: FocusReturnDrawerProps) {
  useReturnFocus(props.open, returnFocusTo);
  return <Drawer {...props} />;
}
