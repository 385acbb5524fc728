import type { CurrentUser } from '@portal/contract';
import { useState } from 'react';
import { AppDownloadButton } from './app-download';
import { OperationGuideModal } from './operation-guide-modal';

/**
 * Mounted in the header: the first-login operation guide (guide_type_3 = 0) and, when the
 * provider enables it for the merchant (app_down_button_is_display = 1), the client-app
 * download button with its QR-code modal. The app download is offered as a button rather than
 * popping up on its own, so it never stacks on the guide or interrupts work at each sign-in.
 */
export function FirstLoginModals({ user }: { user: CurrentUser }) {
  // Closed at once on confirm; the refetched user then keeps it closed after a reload.
  const [guideRead, setGuideRead] = useState(false);
  return (
    <>
      <OperationGuideModal open={user.guide_type_3 === 0 && !guideRead} onRead={() => setGuideRead(true)} />
      {user.app_down_button_is_display === 1 ? <AppDownloadButton /> : null}
    </>
  );
}
