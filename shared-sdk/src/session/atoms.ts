import { atom } from 'jotai';
import type { AccessContext } from '../manifest/access';
import type { RouteDeclaration } from '../manifest/schema';
import type { BrandInfo } from './sessionTypes';
import { platformStore } from '../store';
import { clearSession, readSession, storeLogin, type LoginResult, type Session } from './session';

/** The logged-in user, mirrored from browser storage. */
export const sessionAtom = atom<Session>(readSession());

/** Brand of this host; null until `/api/oem/getOemInfo` answers. */
export const brandAtom = atom<BrandInfo | null>(null);

/** Everything route and menu decisions depend on. */
export const accessContextAtom = atom<AccessContext>((get) => {
  const session = get(sessionAtom);
  return {
    role: session.role,
    username: session.username,
    hostname: globalThis.location?.hostname ?? '',
    brandName: get(brandAtom)?.webName ?? '',
    flags: session.flags,
  };
});

export function signIn(result: LoginResult): void {
  storeLogin(result);
  platformStore.set(sessionAtom, readSession());
}

export function signOut(): void {
  clearSession();
  platformStore.set(sessionAtom, readSession());
}

/** Re-read storage (after a 401 cleared it, or another tab changed it). */
export function reloadSession(): void {
  platformStore.set(sessionAtom, readSession());
}

/** A route the shell serves: its declaration in a served manifest, with the remote that declares it. */
export type ServedRoute = RouteDeclaration & { remote: string; remoteTitle: string };

/**
 * Every route of the manifests the shell serves, published by the shell whenever its catalog changes:
 * a page that tells who may open what (/role) reads the one declaration, never a copy of it.
 */
export const servedRoutesAtom = atom<ServedRoute[]>([]);
