import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../hooks/use-opened-once';
import type { NoticeModalProps } from './notice-modal';

const NoticeModal = lazy(() => import('./notice-modal').then((m) => ({ default: m.NoticeModal })));

/** The notice modal, its code (and the HTML sanitiser) loaded when a notice is first opened. */
export function LazyNoticeModal(props: NoticeModalProps) {
  const used = useOpenedOnce(props.notice !== null);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <NoticeModal {...props} />
    </Suspense>
  );
}
