import { auth } from '@portal/contract';
import { useLocation } from 'react-router';
import { useOperationCall } from '../../shared/api/use-operation-call';
import { usePlatform } from '../../shared/platform';

/** The reset mail may be asked for again this long after it was sent (issue: a 60 s countdown). */
export const RESEND_AFTER_MS = 60_000;

/** Carried in the history entry of /send-email, so a reload keeps the countdown where it was. */
export interface SentState {
  sentAt: number;
}

export function sentAtOf(state: unknown): number {
  const sentAt = (state as Partial<SentState> | null)?.sentAt;
  return typeof sentAt === 'number' ? sentAt : 0;
}

/** Asks the server to mail a reset link, for the current variant (the mail links to its portal). */
export function useSendResetMail() {
  const { type } = usePlatform();
  const sending = useOperationCall(auth.sendResetEmail, { silent: true });
  const send = (email: string, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) =>
    sending.call({ body: { email, platform_type: type } }, callbacks);
  return { send, isPending: sending.isPending };
}

export function useSentAt(): number {
  return sentAtOf(useLocation().state);
}
