import { App, Button, Form, Input, Modal, Select } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import { intentionCustomerApi, type Colleague } from '../contract';

export interface PickColleagueProps {
  label: string;
  selectedRowKeys: Key[];
  /** The company of the selected rows (they must share one). */
  companyIds: number[];
  run: (ids: number[], userId: number) => Promise<string>;
  done: () => void;
  icon?: ReactNode;
}

/** Transfer or assign the selected rows to a colleague of their company. */
export function PickColleague({ label, selectedRowKeys, companyIds, run, done, icon }: PickColleagueProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ userId: number; reason?: string }>();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [colleagues, setColleagues] = useState<Colleague[]>([]);

  const start = async () => {
    if (selectedRowKeys.length === 0) return message.warning(`请先勾选要${label}的记录`);
    const companies = [...new Set(companyIds)];
    if (companies.length !== 1) return message.warning('所选记录须属于同一企业');
    try {
      setColleagues((await intentionCustomerApi.colleagues({ companyId: companies[0] })).data);
      form.resetFields();
      setOpen(true);
    } catch {
      /* said */
    }
  };

  const save = async ({ userId }: { userId: number }) => {
    setSaving(true);
    try {
      message.success(await run(selectedRowKeys.map(Number), userId));
      setOpen(false);
      done();
    } catch {
      /* kept open */
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button icon={icon} onClick={start}>
        {label}
        {selectedRowKeys.length > 0 ? `（${selectedRowKeys.length}）` : ''}
      </Button>
      <Modal title={label} open={open} onCancel={() => setOpen(false)} onOk={() => form.submit()} confirmLoading={saving} forceRender>
        <Form form={form} layout="vertical" onFinish={save}>
          <Form.Item label="已选记录">
            <Input value={`${selectedRowKeys.length} 条`} disabled />
          </Form.Item>
          <Form.Item name="userId" label="接收员工" rules={[{ required: true, message: '请选择接收员工' }]}>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder="请选择"
              options={colleagues.map((colleague) => ({
                value: colleague.id,
                label: `${colleague.realName}${colleague.departmentName ? `（${colleague.departmentName}）` : ''}`,
              }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
