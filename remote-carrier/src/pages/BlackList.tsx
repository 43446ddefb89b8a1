import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import {
  blackListApi,
  createListPage,
  dateTimeColumn,
  textColumn,
  type BlackListRow,
  type ListContext,
} from '@console/sdk';

const MEANS = ['手动添加', '批量导入', '风控拦截', '投诉'].map((value) => ({ value, label: value }));

interface BulkAddValues {
  phoneNumbers: string;
  means?: string;
  reason?: string;
}

/** Adds many numbers at once; a refused save keeps what was typed and says why. */
function BulkAddButton({ reload }: Pick<ListContext<BlackListRow>, 'reload'>) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<BulkAddValues>();

  const save = async (values: BulkAddValues) => {
    setSaving(true);
    try {
      const { data } = await blackListApi.bulkAdd(values);
      message.success(`已添加 ${data.added} 个号码`);
      form.resetFields();
      setOpen(false);
      reload();
    } catch {
      /* the client showed the server's reason; the dialog keeps the input */
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        添加黑名单
      </Button>
      <Modal title="添加黑名单" open={open} onCancel={() => setOpen(false)} onOk={() => form.submit()} confirmLoading={saving} forceRender>
        <Form form={form} layout="vertical" onFinish={save} initialValues={{ means: '手动添加' }}>
          <Form.Item name="phoneNumbers" label="号码" rules={[{ required: true, message: '请输入号码' }]} extra="每行一个，或用逗号分隔">
            <Input.TextArea rows={5} placeholder="13800000000" />
          </Form.Item>
          <Form.Item name="means" label="方式">
            <Select options={MEANS} />
          </Form.Item>
          <Form.Item name="reason" label="原因">
            <Input maxLength={100} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

function DeleteButton({ row, reload }: { row: BlackListRow; reload: () => void }) {
  const { message } = App.useApp();
  const remove = async () => {
    try {
      await blackListApi.delete({ id: row.id });
      message.success('删除成功');
      reload();
    } catch {
      /* already said */
    }
  };
  return (
    <Popconfirm title="提示" description={`确定要将 ${row.phoneNumber} 移出黑名单吗?`} onConfirm={remove}>
      <Button type="link" danger size="small">
        删除
      </Button>
    </Popconfirm>
  );
}

/** Blacklist query (spec section 3): phoneNumber, means, scoped by the backend to the user. */
export default createListPage<BlackListRow>({
  rowKey: 'id',
  fetch: async (query) => (await blackListApi.list(query)).data,
  filters: [
    { kind: 'text', name: 'phoneNumber', label: '号码' },
    { kind: 'select', name: 'means', label: '方式', options: MEANS },
  ],
  toolbar: ({ reload }) => <BulkAddButton reload={reload} />,
  columns: ({ reload }) => [
    textColumn('号码', 'phoneNumber'),
    textColumn('方式', 'means'),
    textColumn('原因', 'reason'),
    textColumn('企业', 'companyName'),
    textColumn('代理商', 'agentName'),
    dateTimeColumn('添加时间', 'createdAt'),
    { title: '操作', key: 'actions', fixed: 'right', render: (_: unknown, row: BlackListRow) => <DeleteButton row={row} reload={reload} /> },
  ],
});
