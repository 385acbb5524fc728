import { useTranslation } from 'react-i18next';
import { usePlatformHead } from '../../shared/platform';
import NotFoundPage from './not-found-page';

/** The catch-all page outside the shell (signed out): titled itself, as the shell titles its own pages. */
export default function PublicNotFoundPage() {
  const { t } = useTranslation();
  usePlatformHead(t('errors.notFoundPage'));
  return <NotFoundPage />;
}
