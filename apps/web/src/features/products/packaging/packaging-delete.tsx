import { DeleteOutlined } from '@ant-design/icons';
import { product } from '@portal/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../shared/list/use-confirm-delete';
import { Allowed } from '../../../shared/session/allowed';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { PACKAGING_LIST_PATH } from './packaging-paths';

/**
 * The delete's question and toast. The server refuses an item with stock in a warehouse, or one an
 * open order or an inbound booking not yet shelved names, in the request's language (toasted).
 */
export const PACKAGING_DELETE_TEXTS = { title: 'packaging.list.deleteTitle', done: 'packaging.list.deleted' } as const;

/** The detail's Delete: asks first, and once the item went, leaves its tab for the list. */
export function PackagingDeleteButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete(product.deletePackaging, PACKAGING_DELETE_TEXTS);
  const leave = useLeaveTab();
  const run = async () => {
    if (await confirmDelete([id])) await leave(PACKAGING_LIST_PATH, { saved: true });
  };
  return (
    <Allowed operation={product.deletePackaging}>
      <Button danger icon={<DeleteOutlined />} onClick={() => void run()}>
        {t('packaging.actions.delete')}
      </Button>
    </Allowed>
  );
}
