import { type Notice, notice as noticeOps } from '@portal/contract';
import { Button, Empty, Modal, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../api/use-operation';
import { NoticeContent } from './notice-content';
import { useMarkReadWhenShown } from './use-mark-notice-read';

/** A notice as lists show it; the home page's summaries come without the HTML body. */
export type NoticeSummary = Omit<Notice, 'description'> & { description?: string };

/**
 * The home page lists the five newest notices without their bodies, in the same order as the
 * notice list, so the first page of that list always holds the body of any of them.
 */
const FIRST_PAGE = { page: 1, page_size: 10 };

function useNoticeBody(shown: NoticeSummary | null): { full?: Notice; loading: boolean } {
  const needsLookup = shown !== null && shown.description === undefined;
  const firstPage = useOperationQuery(noticeOps.getNoticeList, FIRST_PAGE, { enabled: needsLookup });
  if (!shown) return { loading: false };
  if (shown.description !== undefined) return { full: { ...shown, description: shown.description }, loading: false };
  return { full: firstPage.data?.list.find((n) => n.press_id === shown.press_id), loading: firstPage.isPending };
}

export interface NoticeModalProps {
  /** The notice to show; null keeps the modal closed. */
  notice: NoticeSummary | null;
  onClose: () => void;
  /** More footer buttons before Close (the bell's link to every notice). */
  footerExtra?: ReactNode;
  /**
   * Whether closing gives the focus back to what had it before (the default). Off when the close
   * hands over to another dialog: the focus given back after the close animation would pull it out
   * of the dialog that has just taken it.
   */
  returnFocus?: boolean;
}

/** Shows one notice and marks it read. */
export function NoticeModal({ notice, onClose, footerExtra, returnFocus = true }: NoticeModalProps) {
  const { t } = useTranslation();
  const { full, loading } = useNoticeBody(notice);
  useMarkReadWhenShown(notice);
  let body: ReactNode;
  if (full) body = <NoticeContent notice={full} />;
  else if (loading) body = <Skeleton active />;
  else body = <Empty description={t('notice.notFound')} />;
  return (
    <Modal
      open={notice !== null}
      title={notice?.title}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      focusTriggerAfterClose={returnFocus}
      footer={
        <>
          {footerExtra}
          <Button type="primary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      {body}
    </Modal>
  );
}
