import { packageCreateSchema } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { bindForm, bindFormList } from '../../../shared/forms/form-binding';

/**
 * The package form's fields bound to the contract's packageCreateSchema (the server checks the same
 * values with it): each component line's quantity is checked with the whole form's schema, so a
 * line's message shows under that line.
 */
export function usePackageFields() {
  const { t } = useTranslation();
  return {
    field: bindForm(packageCreateSchema, { label: (name) => t(`packages.fields.${name}`), choices: ['assembly'] }),
    component: bindFormList(packageCreateSchema, 'components', { label: (name) => t(`packages.fields.${name}`) }),
  };
}
