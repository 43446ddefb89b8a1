import { callbackApi, deleteReminder, loadReminders, MESSAGES, platformStore, remindersAtom, saveReminder, type Reminder } from '@console/sdk';
import { currentUser, dateTimeColumn, ResourcePage, textColumn, type FilterField, type FormField, type Page, type PageQuery } from '@console/sdk/kit';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';

export const REMINDER_FILTERS: FilterField[] = [
  { kind: 'text', name: 'name', label: '提醒标题' },
  { kind: 'text', name: 'phone', label: '电话' },
  { kind: 'select', name: 'state', label: '状态', options: [{ value: 'pending', label: '待提醒' }, { value: 'past', label: '已过期' }] },
  { kind: 'dateRange', name: 'date', label: '提醒时间' },
];

/** The reminder form (spec sections 3 and 5: title and time required, with the spec's messages). */
export const REMINDER_FIELDS: FormField[] = [
  { name: 'name', label: '提醒标题', required: true, requiredMessage: MESSAGES.reminderTitleRequired, maxLength: 50 },
  { name: 'phone', label: '电话', maxLength: 20 },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 500 },
  { name: 'date', label: '提醒时间', kind: 'dateTime', required: true, requiredMessage: MESSAGES.reminderTimeRequired },
];

/**
 * One page of the user's reminders. `findCallBack` answers a user's whole list (a person has tens,
 * not thousands), so the filtering and paging of this page happen here, over the list it got; the
 * phone is searched by the server (`reminderFetch`).
 */
export function reminderPage(list: Reminder[], query: Record<string, unknown> & PageQuery, now = dayjs()): Page<Reminder> {
  const name = String(query.name ?? '');
  const matches = list
    .filter((reminder) => !name || reminder.name.includes(name))
    .filter((reminder) => !query.dateFrom || reminder.date >= String(query.dateFrom))
    .filter((reminder) => !query.dateTo || reminder.date <= String(query.dateTo))
    .filter((reminder) => !query.state || (query.state === 'past') === dayjs(reminder.date).isBefore(now))
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

/** Return visits (/returnVisit): the reminders the shell's header shows and rings for, one shared list (remindersAtom). */
export default function ReturnVisit() {
  const reminders = useAtomValue(remindersAtom, { store: platformStore });
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    loadReminders()
      .catch(() => undefined)
      .finally(() => setLoaded(true));
  }, []);
  // A new list (changed here or in the header's reminder centre) is a new fetch, so the table follows it.
  const list = useCallback(async (query: Record<string, unknown> & PageQuery) => reminderFetch(loaded ? reminders : [], query), [reminders, loaded]);
  return (
    <ResourcePage<Reminder>
      noun="提醒"
      rowKey="id"
      list={list}
      filters={REMINDER_FILTERS}
      columns={COLUMNS}
      form={{
        fields: REMINDER_FIELDS,
        // Reminders are the platform's (the header rings for them): saved through the shared SDK, not a call of this area.
        add: { call: (values: Values) => saveReminder(toReminder(values)) },
        edit: { call: (request: Values) => saveReminder(toReminder(request, Number(request.id))), toValues: ({ name, phone, remark, date }) => ({ name, phone, remark, date }) },
      }}
      remove={{ call: ({ id }: { id: number }) => deleteReminder(id), confirm: () => MESSAGES.deleteReminderConfirm }}
    />
  );
}

const COLUMNS: ColumnsType<Reminder> = [
  textColumn('提醒标题', 'name'),
  textColumn('电话', 'phone'),
  textColumn('备注', 'remark'),
  dateTimeColumn('提醒时间', 'date'),
  { title: '状态', key: 'state', render: (_: unknown, row: Reminder) => (dayjs(row.date).isBefore(dayjs()) ? <Tag>已过期</Tag> : <Tag color="blue">待提醒</Tag>) },
  dateTimeColumn('创建时间', 'time'),
];
