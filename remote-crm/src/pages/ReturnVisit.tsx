import { callbackApi, deleteReminder, loadReminders, MESSAGES, platformStore, remindersAtom, saveReminder, type Reminder } from '@console/sdk';
import { createResourcePage, currentUser, resourceForm, type FormField, type Page, type PageQuery, type Query } from '@console/sdk/kit';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { reminder, REMINDER_STATE } from '../contract';

/** The reminder form: title and time required, with the spec's messages (sections 3 and 5). */
const REQUIRED_MESSAGES: Record<string, string> = { name: MESSAGES.reminderTitleRequired, date: MESSAGES.reminderTimeRequired };
export const REMINDER_FIELDS: FormField[] = resourceForm(reminder).map((field) => ({ ...field, requiredMessage: REQUIRED_MESSAGES[field.name] }));

/** A reminder is still to ring, or past (not stored: worked out against the clock). */
const stateOf = (row: Reminder, now = dayjs()) => (dayjs(row.date).isBefore(now) ? 'past' : 'pending');

/**
 * One page of the user's reminders. `findCallBack` answers a user's whole list (a person has tens,
 * not thousands), so the filtering and paging of this page happen here, over the list it got; the
 * phone is searched by the server (`reminderFetch`).
 */
export function reminderPage(list: Reminder[], query: Record<string, unknown> & PageQuery, now = dayjs()): Page<Reminder> {
  const name = String(query.name ?? '');
  const matches = list
    .filter((one) => !name || one.name.includes(name))
    .filter((one) => !query.dateFrom || one.date >= String(query.dateFrom))
    .filter((one) => !query.dateTo || one.date <= String(query.dateTo))
    .filter((one) => !query.state || query.state === stateOf(one, now))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const start = (query.pageIndex - 1) * query.pageSize;
  return { list: matches.slice(start, start + query.pageSize), total: matches.length };
}

/**
 * The list's rows: from the shared list (what the header rings for), or, for a search by phone, from
 * findCallBack with that phone (spec section 7: `phone, userId`), which the shared list is not.
 */
export async function reminderFetch(shared: Reminder[], query: Record<string, unknown> & PageQuery): Promise<Page<Reminder>> {
  const phone = String(query.phone ?? '');
  if (!phone) return reminderPage(shared, query);
  const { customData } = await callbackApi.findCallBack({ phone, userId: currentUser().userId });
  return reminderPage(customData ?? [], query);
}

type Values = Record<string, unknown>;
const toReminder = (values: Values, id?: number) => ({
  id,
  name: String(values.name),
  phone: values.phone ? String(values.phone) : '',
  remark: values.remark ? String(values.remark) : '',
  date: String(values.date),
});

/**
 * The list over the reminders it is given (`shared`): a new list is a new declaration, so a new
 * fetch (the search form and page kept), and the table follows every change of the shared list.
 */
const ReminderList = createResourcePage(({ shared }) => ({
  resource: reminder,
  noun: '提醒',
  list: (query: Query & PageQuery) => reminderFetch(shared as Reminder[], query),
  columns: ['name', 'phone', 'remark', 'date', 'state', 'time'],
  columnOverrides: {
    state: { render: (_: unknown, row: Reminder) => <Tag color={REMINDER_STATE.color(stateOf(row))}>{REMINDER_STATE.label(stateOf(row))}</Tag> },
  },
  form: {
    fields: REMINDER_FIELDS,
    // Reminders are the platform's (the header rings for them): saved through the shared SDK, not a call of this area.
    add: { call: (values: Values) => saveReminder(toReminder(values)) },
    edit: { call: (request: Values) => saveReminder(toReminder(request, Number(request.id))) },
  },
  remove: { call: ({ id }: { id: number }) => deleteReminder(id), confirm: () => MESSAGES.deleteReminderConfirm },
}));

/** Return visits (/returnVisit): the reminders the shell's header shows and rings for, one shared list (remindersAtom). */
export default function ReturnVisit() {
  const reminders = useAtomValue(remindersAtom, { store: platformStore });
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    loadReminders()
      .catch(() => undefined)
      .finally(() => setLoaded(true));
  }, []);
  // Changed here or in the header's reminder centre: the list follows.
  return <ReminderList params={{ shared: loaded ? reminders : [] }} />;
}
