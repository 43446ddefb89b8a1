import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { sessionAtom } from '@console/sdk';

/** Spec section 5: with no stored role only /login is allowed; everything else goes there. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { role } = useAtomValue(sessionAtom);
  const location = useLocation();
  if (!role) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}
