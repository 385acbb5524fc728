import type { CurrentUser } from '@portal/contract';
import { lazy, Suspense, useState } from 'react';
import { AppDownloadButton } from './app-download';

// Only a first sign-in shows the guide: everyone else never downloads it.
const OperationGuideModal = lazy(() =>
  import('./operation-guide-modal').then((m) => ({ default: m.OperationGuideModal })),
);

/**
 * Mounted in the header: the first-login operation guide (guide_type_3 = 0) and, when the
 * provider enables it for the merchant (app_down_button_is_display = 1), the client-app
 * download button with its QR-code modal. The app download is offered as a button rather than
 * popping up on its own, so it never stacks on the guide or interrupts work at each sign-in.
 */
export function FirstLoginModals({ user }: { user: CurrentUser }) {
  // Closed at once on confirm; the refetched user then keeps it closed after a reload.
  const [guideRead, setGuideRead] = useState(false);
  const guideUnread = user.guide_type_3 === 0;
  return (
    <>
      {guideUnread || guideRead ? (
        <Suspense fallback={null}>
          <OperationGuideModal open={guideUnread && !guideRead} onRead={() => setGuideRead(true)} />
        </Suspense>
      ) : null}
      {user.app_down_button_is_display === 1 ? <AppDownloadButton /> : null}
    </>
  );
}
