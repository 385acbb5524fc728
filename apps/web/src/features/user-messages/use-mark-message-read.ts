import { type Message, message } from '@portal/contract';
import { useCallback } from 'react';
import { useOperationMutation } from '../../shared/api/use-operation';

/**
 * A message turns read when opened (spec 4). The write names notices and messages, so the list, the
 * bell's count and the home page's notices refresh.
 */
export function useMarkMessageRead() {
  // A failed read mark costs the merchant nothing worth a toast: the message just stays unread.
  const { mutate } = useOperationMutation(message.markRead, { silent: true });
  return useCallback(
    (item: Pick<Message, 'kind' | 'id' | 'is_read'>) => {
      if (item.is_read === 0) mutate({ body: { kind: item.kind, id: item.id } });
    },
    [mutate],
  );
}
