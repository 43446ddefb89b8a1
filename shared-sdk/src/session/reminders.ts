import { atom } from 'jotai';
import { callbackApi, type Reminder } from '../api/platformCalls';
import { REMINDER_DEFAULT_TYPE } from '../constants';
import { platformStore } from '../store';
import { sessionAtom } from './atoms';

/** Every user's list, by user id, as loaded in this tab. */
const remindersByUser = atom<Record<string, Reminder[]>>({});
const NONE: Reminder[] = [];

type ListUpdate = Reminder[] | ((list: Reminder[]) => Reminder[]);
const withList = (all: Record<string, Reminder[]>, userId: string, update: ListUpdate) => ({
  ...all,
  [userId]: typeof update === 'function' ? update(all[userId] ?? NONE) : update,
});

/**
 * The logged-in user's return-visit reminders, one list for the whole console: the shell's reminder
 * centre and alarm and the CRM return-visit page read and change the same atom. It follows the
 * session: empty once logged out (or after a 401), and another user logging in never sees them.
 */
export const remindersAtom = atom(
  (get) => {
    const { token, userId } = get(sessionAtom);
    return (token && get(remindersByUser)[userId]) || NONE;
  },
  (get, set, update: ListUpdate) => set(remindersByUser, withList(get(remindersByUser), get(sessionAtom).userId, update)),
);

export interface ReminderInput {
  id?: number;
  name: string;
  phone?: string;
  remark?: string;
  /** YYYY-MM-DD HH:mm:ss */
  date: string;
}

const currentUserId = () => platformStore.get(sessionAtom).userId;

/** Loads the list into the asking user's (an answer that lands after logout is never shown to the next user). */
export async function loadReminders(): Promise<Reminder[]> {
  const userId = currentUserId();
  // Spec section 7: (phone, userId); the whole list is no phone.
  const envelope = await callbackApi.findCallBack({ phone: '', userId });
  const list = envelope.customData ?? [];
  platformStore.set(remindersByUser, (all) => withList(all, userId, list));
  return list;
}

/** Adds (no id) or edits a reminder; a refusal rejects and changes nothing. */
export async function saveReminder(input: ReminderInput): Promise<void> {
  await callbackApi.addCallBack({
    ...input,
    phone: input.phone ?? '',
    remark: input.remark ?? '',
    type: REMINDER_DEFAULT_TYPE,
    userId: currentUserId(),
  });
  await loadReminders();
}

export async function deleteReminder(id: number): Promise<void> {
  await callbackApi.deleteCallBack({ id });
  platformStore.set(remindersAtom, (list) => list.filter((reminder) => reminder.id !== id));
}
