import { App, Form, Input, Modal } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { CHANGE_PASSWORD_DIALOG_WIDTH, headerApi, MESSAGES, sessionAtom, useUnsavedChanges } from '@console/sdk';
import { CHECK_PASS_DEPENDENCIES, passwordRules, type PasswordForm } from './passwordRules';

/**
 * Change password (spec sections 3, 5 and 8): account, old password, new password and its
 * confirmation; success says 修改成功 and logs out. A refused change keeps the input.
 */
export function ChangePasswordDialog({ open, onClose, onChanged }: { open: boolean; onClose: () => void; onChanged: () => void }) {
  const { message } = App.useApp();
  const { username } = useAtomValue(sessionAtom);
  const [form] = Form.useForm<PasswordForm>();
  const [saving, setSaving] = useState(false);
  const [edited, setEdited] = useState(false);
  useUnsavedChanges(open && edited);
  const rules = passwordRules(form);

  const save = async (values: PasswordForm) => {
    setSaving(true);
    try {
      await headerApi.modifyPassword({ account: values.account, oldPassword: values.oldPassword, newPassword: values.newPassword });
      message.success(MESSAGES.passwordChanged);
      form.resetFields();
      setEdited(false);
      onChanged();
    } catch {
      /* the server said why; the input stays */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="修改密码"
      open={open}
      width={CHANGE_PASSWORD_DIALOG_WIDTH}
      onCancel={() => {
        setEdited(false);
        onClose();
      }}
      onOk={() => form.submit()}
      confirmLoading={saving}
      forceRender
    >
      <Form
        form={form}
        name="changePassword"
        labelCol={{ span: 6 }}
        onFinish={save}
        initialValues={{ account: username }}
        onValuesChange={() => setEdited(true)}
      >
        <Form.Item name="account" label="账号">
          <Input disabled />
        </Form.Item>
        <Form.Item name="oldPassword" label="原密码" rules={rules.oldPassword}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label="新密码" rules={rules.newPassword}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="checkPass" label="确认密码" rules={rules.checkPass} dependencies={CHECK_PASS_DEPENDENCIES}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
