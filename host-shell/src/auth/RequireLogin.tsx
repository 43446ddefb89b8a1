import { useAtomValue } from 'jotai';
import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { sessionAtom } from '@console/sdk';

/**
 * Spec section 5: with no stored role only /login is allowed; everything else goes there. A page
 * opened while logged out is remembered for after the login; a session that ends here (logout,
 * 401) is not, so the next user never lands on the previous user's page.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { role } = useAtomValue(sessionAtom);
  const location = useLocation();
  const openedLoggedIn = useRef(role !== null);
  if (!role) return <Navigate to="/login" replace state={openedLoggedIn.current ? null : { from: location.pathname }} />;
  return children;
}
