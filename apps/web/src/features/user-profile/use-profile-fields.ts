import { user } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { bindForm } from '../../shared/forms/form-binding';

/** The form's fields bound to the contract's save body: the server checks the same rules. */
export function useProfileFields() {
  const { t } = useTranslation();
  return bindForm(user.updateProfileRequest, {
    label: (name) => t(`userProfile.fields.${name}`),
    choices: ['lang', 'time_zone'],
  });
}
