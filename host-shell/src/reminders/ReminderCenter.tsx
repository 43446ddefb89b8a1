import { BellOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Badge, Button, DatePicker, Drawer, Empty, Form, Input, List, Modal, Space, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { atom, useAtomValue, useSetAtom, type Atom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { deleteReminder, loadReminders, MESSAGES, platformStore, remindersAtom, saveReminder, useUnsavedChanges, type Reminder } from '@console/sdk';
import { playAlarmTone } from './alarmTone';
import { startReminderAlarm } from './reminderAlarm';
import { clockText, reminderDate, reminderNotice } from './reminderRules';

interface FormValues {
  name: string;
  phone?: string;
  remark?: string;
  date: Dayjs;
}

/** Add mode (no reminder) and edit mode (a reminder), spec section 4; a failed save keeps the input. */
function ReminderDialog({ editing, open, onClose }: { editing: Reminder | null; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [edited, setEdited] = useState(false);
  useUnsavedChanges(open && edited);

  useEffect(() => {
    setEdited(false);
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ name: editing.name, phone: editing.phone, remark: editing.remark, date: dayjs(editing.date) });
  }, [open, editing, form]);

  const save = async (values: FormValues) => {
    setSaving(true);
    try {
      await saveReminder({
        id: editing?.id,
        name: values.name.trim(),
        phone: values.phone?.trim(),
        remark: values.remark?.trim(),
        date: reminderDate(values.date),
      });
      message.success('保存成功');
      onClose();
    } catch {
      /* the reason was shown; the dialog keeps what was typed */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={editing ? '编辑提醒' : '新增提醒'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      forceRender
      zIndex={1100}
    >
      <Form form={form} layout="vertical" onFinish={save} name="reminder" onValuesChange={() => setEdited(true)}>
        <Form.Item name="name" label="提醒标题" rules={[{ required: true, whitespace: true, message: MESSAGES.reminderTitleRequired }]}>
          <Input maxLength={50} placeholder="如：回访张先生" />
        </Form.Item>
        <Form.Item name="phone" label="电话">
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <Form.Item
          name="date"
          label="提醒时间"
          rules={[
            { required: true, message: MESSAGES.reminderTimeRequired },
            { validator: (_, value) => (!value || dayjs(value).isValid() ? Promise.resolve() : Promise.reject(new Error(MESSAGES.reminderTimeRequired))) },
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The header clock alone: the alarm's tick renders this text every second, and nothing else. */
function HeaderClock({ clock }: { clock: Atom<string> }) {
  return (
    <Typography.Text type="secondary" data-testid="header-clock" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {useAtomValue(clock)}
    </Typography.Text>
  );
}

/**
 * The header clock and the bell with its count of upcoming reminders. The clock ticks every second;
 * the bell (its tooltip, badge and button) renders only when the count changes.
 */
function ReminderBell({ onOpen }: { onOpen: () => void }) {
  const { notification } = App.useApp();
  // Per mount: a new session starts from the time it is shown, not from the last tick of the one before.
  const [clock] = useState(() => atom(clockText(new Date())));
  const [upcoming] = useState(() =>
    atom((get) => {
      const now = get(clock);
      return get(remindersAtom).filter((reminder) => reminder.date >= now).length;
    }),
  );
  const setClock = useSetAtom(clock);
  const count = useAtomValue(upcoming);

  useEffect(
    () =>
      startReminderAlarm(
        () => platformStore.get(remindersAtom),
        (reminder) => {
          const notice = reminderNotice(reminder);
          notification.open({
            key: notice.key,
            title: notice.title,
            description: (
              <div data-testid="reminder-notice">
                {notice.lines.map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </div>
            ),
            duration: notice.duration,
            icon: <BellOutlined style={{ color: 'var(--console-primary)' }} />,
          });
          playAlarmTone();
        },
        setClock,
      ),
    [notification, setClock],
  );

  return (
    <Space size={4}>
      <HeaderClock clock={clock} />
      <Tooltip title="回访提醒">
        <Badge count={count} size="small" offset={[-4, 4]}>
          <Button type="text" icon={<BellOutlined />} aria-label="回访提醒" onClick={onOpen} />
        </Badge>
      </Tooltip>
    </Space>
  );
}

/**
 * The return-visit reminder entry of the header (admin and normal, spec sections 1 and 6): the
 * list, add, edit, delete, and the alarm that shows a card and plays the tone when one is due.
 */
export function ReminderCenter() {
  const { modal } = App.useApp();
  const reminders = useAtomValue(remindersAtom);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [dialog, setDialog] = useState<{ open: boolean; editing: Reminder | null }>({ open: false, editing: null });
  const openDrawer = useCallback(() => setDrawerOpen(true), []);

  useEffect(() => {
    void loadReminders().catch(() => undefined);
  }, []);

  const confirmDelete = (reminder: Reminder) =>
    modal.confirm({
      title: MESSAGES.deleteReminderTitle,
      content: MESSAGES.deleteReminderConfirm,
      okText: '确定',
      cancelText: '取消',
      onOk: () => deleteReminder(reminder.id).catch(() => undefined),
    });

  return (
    <>
      <ReminderBell onOpen={openDrawer} />
      <Drawer
        title="回访提醒"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        width={420}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, editing: null })}>
            新增提醒
          </Button>
        }
      >
        {reminders.length === 0 ? (
          <Empty description="暂无提醒" />
        ) : (
          <List
            dataSource={reminders}
            rowKey="id"
            renderItem={(reminder) => (
              <List.Item
                data-testid="reminder-item"
                actions={[
                  <Button
                    key="edit"
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label="编辑"
                    onClick={() => setDialog({ open: true, editing: reminder })}
                  />,
                  <Button key="delete" type="link" size="small" danger icon={<DeleteOutlined />} aria-label="删除" onClick={() => confirmDelete(reminder)} />,
                ]}
              >
                <List.Item.Meta title={reminder.name} description={[reminder.date, reminder.phone, reminder.remark].filter(Boolean).join(' · ')} />
              </List.Item>
            )}
          />
        )}
      </Drawer>
      <ReminderDialog editing={dialog.editing} open={dialog.open} onClose={() => setDialog({ open: false, editing: null })} />
    </>
  );
}
