import { type SubAccountItem, subAccount } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../shared/api/use-operation';
import { useConfirmedAction } from '../../shared/feedback/use-confirmed-action';

/**
 * What the list does with a sub-account, each after a confirmation: disable or enable, delete (or
 * withdraw a pending invitation), resend an invitation, mail a password-reset link. The server
 * decides; its refusals are toasted by the request layer.
 */
export function useSubAccountCommands() {
  const { t } = useTranslation();
  const setStatus = useOperationMutation(subAccount.setStatus);
  const remove = useOperationMutation(subAccount.remove);
  const resend = useOperationMutation(subAccount.resendInvitation);
  const reset = useOperationMutation(subAccount.sendPasswordReset);

  const confirm = useConfirmedAction();

  return useMemo(() => {
    const name = (row: SubAccountItem) => `${row.first_name} ${row.last_name}`.trim() || row.email;
    return {
      toggle: (row: SubAccountItem) => {
        const status = row.status === 'active' ? 'disabled' : 'active';
        return confirm({
          title: t(`subAccounts.commands.${status === 'disabled' ? 'disable' : 'enable'}Title`, { name: name(row) }),
          content: t(`subAccounts.commands.${status === 'disabled' ? 'disable' : 'enable'}Content`),
          danger: status === 'disabled',
          run: () => setStatus.mutateAsync({ body: { id: row.id, status } }),
          done: t(`subAccounts.commands.${status === 'disabled' ? 'disabled' : 'enabled'}`, { name: name(row) }),
        });
      },
      remove: (row: SubAccountItem) => {
        const kind = row.status === 'invited' ? 'withdraw' : 'delete';
        return confirm({
          title: t(`subAccounts.commands.${kind}Title`, { name: name(row) }),
          content: t(`subAccounts.commands.${kind}Content`),
          danger: true,
          run: () => remove.mutateAsync({ body: { id: row.id } }),
          done: t(`subAccounts.commands.${kind === 'withdraw' ? 'withdrawn' : 'deleted'}`, { name: name(row) }),
        });
      },
      resend: (row: SubAccountItem) =>
        confirm({
          title: t('subAccounts.commands.resendTitle', { email: row.email }),
          content: t('subAccounts.commands.resendContent'),
          run: () => resend.mutateAsync({ body: { id: row.id } }),
          done: t('subAccounts.commands.resent', { email: row.email }),
        }),
      resetPassword: (row: SubAccountItem) =>
        confirm({
          title: t('subAccounts.commands.resetTitle', { email: row.email }),
          content: t('subAccounts.commands.resetContent'),
          run: () => reset.mutateAsync({ body: { id: row.id } }),
          done: t('subAccounts.commands.resetSent', { email: row.email }),
        }),
    };
  }, [confirm, setStatus.mutateAsync, remove.mutateAsync, resend.mutateAsync, reset.mutateAsync, t]);
}
