import { PlusOutlined } from '@ant-design/icons';
import { deleteReminder, loadReminders, MESSAGES, platformStore, remindersAtom, saveReminder, type Reminder } from '@console/sdk';
import { ConfirmAction, dateTimeColumn, FormDialog, ListPage, textColumn, type FilterField, type FormField, type ListContext, type Page, type PageQuery } from '@console/sdk/kit';
import { Button, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';

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
 * not thousands), so the filtering and paging of this page happen here, over the shared list.
 */
export function reminderPage(list: Reminder[], query: Record<string, unknown> & PageQuery, now = dayjs()): Page<Reminder> {
  const name = String(query.name ?? '');
  const phone = String(query.phone ?? '');
  const matches = list
    .filter((reminder) => !name || reminder.name.includes(name))
    .filter((reminder) => !phone || reminder.phone.includes(phone))
    .filter((reminder) => !query.dateFrom || reminder.date >= String(query.dateFrom))
    .filter((reminder) => !query.dateTo || reminder.date <= String(query.dateTo))
    .filter((reminder) => !query.state || (query.state === 'past') === dayjs(reminder.date).isBefore(now))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const start = (query.pageIndex - 1) * query.pageSize;
  return { list: matches.slice(start, start + query.pageSize), total: matches.length };
}

/** Return visits (/returnVisit): the reminders the shell's header shows and rings for, one shared list (remindersAtom). */
export default function ReturnVisit() {
  const reminders = useAtomValue(remindersAtom, { store: platformStore });
  const [loaded, setLoaded] = useState(false);
  const [editing, setEditing] = useState<Reminder | 'new' | null>(null);
  useEffect(() => {
    loadReminders()
      .catch(() => undefined)
      .finally(() => setLoaded(true));
  }, []);
  // A new list (changed here or in the header's reminder centre) is a new fetch, so the table follows it.
  const fetch = useCallback(async (query: Record<string, unknown> & PageQuery) => reminderPage(loaded ? reminders : [], query), [reminders, loaded]);
  const initialValues = useMemo(() => (editing && editing !== 'new' ? { name: editing.name, phone: editing.phone, remark: editing.remark, date: editing.date } : undefined), [editing]);

  const toolbar = (_: ListContext<Reminder>) => (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
        新增提醒
      </Button>
      <FormDialog
        title={editing === 'new' ? '新增提醒' : '编辑提醒'}
        open={editing !== null}
        onClose={() => setEditing(null)}
        fields={REMINDER_FIELDS}
        initialValues={initialValues}
        onSubmit={(values) =>
          saveReminder({
            id: editing && editing !== 'new' ? editing.id : undefined,
            name: String(values.name),
            phone: values.phone ? String(values.phone) : '',
            remark: values.remark ? String(values.remark) : '',
            date: String(values.date),
          })
        }
      />
    </>
  );

  return (
    <ListPage<Reminder>
      rowKey="id"
      fetch={fetch}
      filters={REMINDER_FILTERS}
      toolbar={toolbar}
      columns={[
        textColumn('提醒标题', 'name'),
        textColumn('电话', 'phone'),
        textColumn('备注', 'remark'),
        { ...dateTimeColumn<Reminder>('提醒时间', 'date') },
        {
          title: '状态',
          key: 'state',
          render: (_: unknown, row: Reminder) => (dayjs(row.date).isBefore(dayjs()) ? <Tag>已过期</Tag> : <Tag color="blue">待提醒</Tag>),
        },
        dateTimeColumn('创建时间', 'time'),
        {
          title: '操作',
          key: 'actions',
          fixed: 'right',
          render: (_: unknown, row: Reminder) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setEditing(row)}>
                编辑
              </Button>
              <ConfirmAction description={MESSAGES.deleteReminderConfirm} successMessage="删除成功" onConfirm={() => deleteReminder(row.id)} />
            </Space>
          ),
        },
      ]}
    />
  );
}
