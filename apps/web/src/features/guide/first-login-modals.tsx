import type { CurrentUser } from '@portal/contract';
import { Suspense, useState } from 'react';
import { AppDownloadButton } from './app-download';
import { guideUnread, operationGuide } from './operation-guide-code';

// Only a first sign-in shows the guide: everyone else never downloads it. Its code is usually in
// before the shell renders (the guard waits for it), so it opens in the shell's first commit.
const OperationGuideModal = operationGuide.Component;

/**
 * Mounted in the header: the first-login operation guide (guide_type_3 = 0) and, when the
 * provider enables it for the merchant (app_down_button_is_display = 1), the client-app
 * download button with its QR-code modal. The app download is offered as a button rather than
 * popping up on its own, so it never stacks on the guide or interrupts work at each sign-in.
 */
export function FirstLoginModals({ user }: { user: CurrentUser }) {
  // Closed at once on confirm; the refetched user then keeps it closed after a reload.
  const [guideRead, setGuideRead] = useState(false);
  const unread = guideUnread(user);
  return (
    <>
      {unread || guideRead ? (
        <Suspense fallback={null}>
          <OperationGuideModal open={unread && !guideRead} onRead={() => setGuideRead(true)} />
        </Suspense>
      ) : null}
      {user.app_down_button_is_display === 1 ? <AppDownloadButton /> : null}
    </>
  );
}
