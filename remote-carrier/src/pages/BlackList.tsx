import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { createListPage, dateTimeColumn, FormDialog, textColumn, type ListContext } from '@console/sdk';
import { blackListApi, type BlackListRow } from '../contract';

const MEANS = ['手动添加', '批量导入', '风控拦截', '投诉'].map((value) => ({ value, label: value }));

/** Adds many numbers at once; a refused save keeps what was typed and says why. */
function BulkAddButton({ reload }: Pick<ListContext<BlackListRow>, 'reload'>) {
  return (
    <FormDialog
      title="添加黑名单"
      trigger={
        <Button type="primary" icon={<PlusOutlined />}>
          添加黑名单
        </Button>
      }
      fields={[
        { name: 'phoneNumbers', label: '号码', kind: 'textarea', required: true, extra: '每行一个，或用逗号分隔', placeholder: '13800000000' },
        { name: 'means', label: '方式', kind: 'select', options: MEANS },
        { name: 'reason', label: '原因', maxLength: 100 },
      ]}
      initialValues={{ means: '手动添加' }}
      onSubmit={async (values) => {
        const { data } = await blackListApi.bulkAdd(values as { phoneNumbers: string; means?: string; reason?: string });
        return data;
      }}
      successMessage={(result) => `已添加 ${(result as { added: number }).added} 个号码`}
      onDone={reload}
    />
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
