import { atom } from 'jotai';
import { callbackApi, type Reminder } from '../api/endpoints/callbacks';
import { REMINDER_DEFAULT_TYPE } from '../constants';
import { platformStore } from '../store';
import { sessionAtom } from './atoms';

/**
 * The user's return-visit reminders, one list for the whole console: the shell's reminder centre
 * and alarm and the CRM return-visit page read and change the same atom.
 */
export const remindersAtom = atom<Reminder[]>([]);

export interface ReminderInput {
  id?: number;
  name: string;
  phone?: string;
  remark?: string;
  /** YYYY-MM-DD HH:mm:ss */
  date: string;
}

const currentUserId = () => platformStore.get(sessionAtom).userId;

/** Loads the list; an answer that lands after the session changed (logout, another user) is dropped. */
export async function loadReminders(): Promise<Reminder[]> {
  const userId = currentUserId();
  const envelope = await callbackApi.findCallBack({ userId });
  const list = envelope.customData ?? [];
  const session = platformStore.get(sessionAtom); // a renewed token is still the same session
  if (session.token && session.userId === userId) platformStore.set(remindersAtom, list);
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
