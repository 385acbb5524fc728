import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toastError } from '../../shared/feedback/toast';
import { clearSessionCaches } from '../../shared/session/session-cache';
import { getToken, setToken } from '../../shared/storage/storage-keys';
import { clearLinkToken, holdLinkToken, pendingLinkToken } from './link-token';
import { type LinkTokenOutcome, resolveLinkToken } from './resolve-link-token';
import { SwitchAccountModal } from './switch-account-modal';

type Asking = Extract<LinkTokenOutcome, { kind: 'ask' }>;

/** Stores the link's token as the session (nothing cached from the old one survives), or drops it. */
function settleLinkToken(token: string, adopt: boolean): void {
  if (adopt) {
    setToken(token);
    clearSessionCaches();
  }
  clearLinkToken();
}

/**
 * The guard's handling of a token that came in the address: `settled` once it is stored or
 * dropped; until then `prompt` is what to show (the switch-account question, or nothing yet).
 */
export function useLinkToken(): { settled: boolean; prompt: ReactNode } {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [linkToken, setLinkToken] = useState(pendingLinkToken);
  const [asking, setAsking] = useState<Asking | null>(null);

  // The start-up capture saw only the first address; a navigation inside the app may bring one too.
  const params = new URLSearchParams(location.search);
  const navigatedToken = params.get('token');
  useEffect(() => {
    if (navigatedToken === null) return;
    params.delete('token');
    const search = params.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, { replace: true });
    if (!navigatedToken) return;
    holdLinkToken(navigatedToken);
    setLinkToken(navigatedToken);
  });

  useEffect(() => {
    if (!linkToken) return;
    let live = true;
    resolveLinkToken(linkToken, getToken())
      .then((outcome) => {
        if (!live) return;
        if (outcome.kind === 'ask') {
          setAsking(outcome);
          return;
        }
        if (outcome.kind === 'ignore' && outcome.invalid) toastError(t('auth.switchAccount.linkInvalid'));
        settleLinkToken(linkToken, outcome.kind === 'adopt');
        setLinkToken(null);
      })
      // The check could not be made (network): keep the session the user already has.
      .catch(() => {
        if (!live) return;
        settleLinkToken(linkToken, false);
        setLinkToken(null);
      });
    return () => {
      live = false;
    };
  }, [linkToken, t]);

  if (!linkToken && navigatedToken === null) return { settled: true, prompt: null };
  const choose = (switchAccount: boolean) => {
    if (linkToken) settleLinkToken(linkToken, switchAccount);
    setAsking(null);
    setLinkToken(null);
  };
  return {
    settled: false,
    prompt: asking ? <SwitchAccountModal current={asking.current} next={asking.next} onChoose={choose} /> : null,
  };
}
