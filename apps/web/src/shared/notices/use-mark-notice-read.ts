import { notice } from '@portal/contract';
import { useEffect } from 'react';
import { useOperationMutation } from '../api/use-operation';

/**
 * A notice turns read when viewed (spec section 4). Every read that shows a read mark is
 * refreshed, as the contract declares: the bell's newest notice and unread count, the notice list
 * and the home page.
 */
export function useMarkNoticeRead() {
  // A failed read mark costs the merchant nothing worth a toast: the notice just stays unread.
  return useOperationMutation(notice.updateNoticeReadStatus, { silent: true });
}

/** Marks the shown notice read once, when it is opened unread. */
export function useMarkReadWhenShown(shown: { press_id: number; is_read: 0 | 1 } | null): void {
  const { mutate } = useMarkNoticeRead();
  const unreadId = shown && shown.is_read === 0 ? shown.press_id : null;
  useEffect(() => {
    if (unreadId !== null) mutate({ body: { press_id: unreadId } });
  }, [unreadId, mutate]);
}
