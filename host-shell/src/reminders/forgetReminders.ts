import { platformStore, remindersAtom, sessionAtom } from '@console/sdk';

/**
 * Reminders are the logged-in user's: when the session ends (logout, or a 401 that cleared the
 * storage) the shared list is emptied, so the next user on this tab neither sees nor hears them.
 * Returns the unsubscribe.
 */
export function forgetRemindersAtLogout(): () => void {
  return platformStore.sub(sessionAtom, () => {
    if (!platformStore.get(sessionAtom).token) platformStore.set(remindersAtom, []);
  });
}
