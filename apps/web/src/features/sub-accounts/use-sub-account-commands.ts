import { type SubAccountItem, subAccount } from '@portal/contract';
import { App } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../shared/api/use-operation';

/**
 * What the list does with a sub-account, each after a confirmation: disable or enable, delete (or
 * withdraw a pending invitation), resend an invitation, mail a password-reset link. The server
 * decides; its refusals are toasted by the request layer.
 */
export function useSubAccountCommands() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const setStatus = useOperationMutation(subAccount.setStatus);
  const remove = useOperationMutation(subAccount.remove);
  const resend = useOperationMutation(subAccount.resendInvitation);
  const reset = useOperationMutation(subAccount.sendPasswordReset);

  const confirm = useCallback(
    (title: string, content: string, danger: boolean, run: () => Promise<unknown>, done: string) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          okText: t('common.confirm'),
          okButtonProps: { danger },
          cancelText: t('common.cancel'),
          onOk: async () => {
            try {
              await run();
              void message.success(done);
              resolve(true);
            } catch {
              resolve(false);
            }
          },
          onCancel: () => resolve(false),
        });
      }),
    [modal, message, t],
  );

  return useMemo(() => {
    const name = (row: SubAccountItem) => `${row.first_name} ${row.last_name}`.trim() || row.email;
    return {
      toggle: (row: SubAccountItem) => {
        const status = row.status === 'active' ? 'disabled' : 'active';
        return confirm(
          t(`subAccounts.commands.${status === 'disabled' ? 'disable' : 'enable'}Title`, { name: name(row) }),
          t(`subAccounts.commands.${status === 'disabled' ? 'disable' : 'enable'}Content`),
          status === 'disabled',
          () => setStatus.mutateAsync({ body: { id: row.id, status } }),
          t(`subAccounts.commands.${status === 'disabled' ? 'disabled' : 'enabled'}`, { name: name(row) }),
        );
      },
      remove: (row: SubAccountItem) => {
        const kind = row.status === 'invited' ? 'withdraw' : 'delete';
        return confirm(
          t(`subAccounts.commands.${kind}Title`, { name: name(row) }),
          t(`subAccounts.commands.${kind}Content`),
          true,
          () => remove.mutateAsync({ body: { id: row.id } }),
          t(`subAccounts.commands.${kind === 'withdraw' ? 'withdrawn' : 'deleted'}`, { name: name(row) }),
        );
      },
      resend: (row: SubAccountItem) =>
        confirm(
          t('subAccounts.commands.resendTitle', { email: row.email }),
          t('subAccounts.commands.resendContent'),
          false,
          () => resend.mutateAsync({ body: { id: row.id } }),
          t('subAccounts.commands.resent', { email: row.email }),
        ),
      resetPassword: (row: SubAccountItem) =>
        confirm(
          t('subAccounts.commands.resetTitle', { email: row.email }),
          t('subAccounts.commands.resetContent'),
          false,
          () => reset.mutateAsync({ body: { id: row.id } }),
          t('subAccounts.commands.resetSent', { email: row.email }),
        ),
    };
  }, [confirm, setStatus.mutateAsync, remove.mutateAsync, resend.mutateAsync, reset.mutateAsync, t]);
}
