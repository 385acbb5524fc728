import { warningEmail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { bindForm, bindFormList } from '../../shared/forms/form-binding';

/**
 * The form's fields bound to the contract's save body: each row's address and kinds are checked with
 * the whole body's schema, so an address listed twice is refused under the row that repeats it.
 */
export function useWarningEmailFields() {
  const { t } = useTranslation();
  return {
    recipient: bindFormList(warningEmail.saveWarningEmailRequest, 'recipients', {
      label: (name) => t(`warningEmail.fields.${name}`),
      choices: ['types'],
    }),
    setting: bindForm(warningEmail.saveWarningEmailRequest, {
      label: () => t('warningEmail.digestHour'),
      choices: ['digest_hour'],
    }),
  };
}

export type WarningEmailFields = ReturnType<typeof useWarningEmailFields>;
