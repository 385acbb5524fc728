import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The token of a mailed reset link. It rides in the fragment (`/forget#token=…`), which browsers
 * send to no server; a link mailed before that (`/forget?token=…`) still works, and its token is
 * moved out of the query at once so it is not sent again or kept in Referer headers.
 */
export function useResetLinkToken(): string | null {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const fromFragment = new URLSearchParams(hash.slice(1)).get('token');
  const query = new URLSearchParams(search);
  const fromQuery = query.get('token');

  useEffect(() => {
    if (!fromQuery) return;
    query.delete('token');
    const rest = query.toString();
    const fragment = new URLSearchParams({ token: fromQuery }).toString();
    void navigate(`${pathname}${rest ? `?${rest}` : ''}#${fragment}`, { replace: true });
  });

  return fromFragment || fromQuery || null;
}
