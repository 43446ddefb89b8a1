import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Image, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { ENABLED } from '@console/sdk/contract';
import { FormDialog, formField } from '@console/sdk/kit';
import { imageSrc } from '@console/sdk/safeUrl';
import { brandApi, swiperApi, swiperForm, type SwiperRow } from '../contract';

type SwiperInput = { title: string; image: string; link?: string; enabled?: 0 | 1 };

const FIELDS = Object.entries(swiperForm.fields).map(([name, field]) => formField(name, field));

/**
 * 轮播图设置 (/OEMswiper, admin): each brand's carousel, in order. 上移/下移 are buttons (a keyboard
 * user moves an image as a mouse user does); a disabled image stays listed but is not shown (/swipes,
 * the dashboard).
 */
export default function OemSwiper() {
  const { message } = App.useApp();
  const [brands, setBrands] = useState<{ value: number; label: string }[]>([]);
  const [brandId, setBrandId] = useState<number>();
  const [rows, setRows] = useState<SwiperRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<SwiperRow | 'new' | null>(null);

  useEffect(() => {
    brandApi
      .list({ pageIndex: 1, pageSize: 100 })
      .then(({ data }) => {
        setBrands(data.list.map((brand) => ({ value: brand.id, label: `${brand.webName}（${brand.url}）` })));
        setBrandId((current) => current ?? data.list.find((brand) => brand.url === window.location.hostname)?.id ?? data.list[0]?.id);
      })
      .catch(() => undefined);
  }, []);

  const reload = useCallback(() => {
    if (brandId === undefined) return;
    setLoading(true);
    swiperApi
      .list({ brandId })
      .then(({ data }) => setRows(data))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [brandId]);
  useEffect(reload, [reload]);

  const run = (done: string, action: () => Promise<unknown>) =>
    action()
      .then(() => {
        message.success(done);
        reload();
      })
      .catch(() => undefined);

  return (
    <Card
      title="轮播图设置"
      variant="borderless"
      extra={
        <Button type="primary" icon={<PlusOutlined />} disabled={brandId === undefined} onClick={() => setEditing('new')}>
          新增轮播图
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <label htmlFor="swiper-brand">品牌</label>
        <Select id="swiper-brand" style={{ width: 320 }} options={brands} value={brandId} onChange={setBrandId} placeholder="请选择品牌" />
      </Space>
      <Table<SwiperRow>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty description="该品牌还没有轮播图" /> }}
        columns={[
          { title: '顺序', key: 'order', width: 70, render: (_, _row, index) => index + 1 },
          {
            title: '图片',
            dataIndex: 'image',
            width: 180,
            render: (image: string, row) => <Image src={imageSrc(image)} alt={row.title} width={160} height={50} style={{ objectFit: 'cover' }} />,
          },
          { title: '标题', dataIndex: 'title' },
          { title: '跳转链接', dataIndex: 'link', ellipsis: true, render: (link: string) => link || '—' },
          {
            title: '状态',
            dataIndex: 'enabled',
            width: 90,
            render: (enabled: 0 | 1) => <Tag color={ENABLED.color(enabled)}>{ENABLED.label(enabled)}</Tag>,
          },
          {
            title: '操作',
            key: 'actions',
            width: 300,
            render: (_, row, index) => (
              <Space size={0} wrap>
                <Button
                  type="link"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  aria-label={`上移「${row.title}」`}
                  onClick={() => run('已上移', () => swiperApi.move({ id: row.id, direction: 'up' }))}
                >
                  上移
                </Button>
                <Button
                  type="link"
                  icon={<ArrowDownOutlined />}
                  disabled={index === rows.length - 1}
                  aria-label={`下移「${row.title}」`}
                  onClick={() => run('已下移', () => swiperApi.move({ id: row.id, direction: 'down' }))}
                >
                  下移
                </Button>
                <Button type="link" onClick={() => setEditing(row)}>
                  编辑
                </Button>
                <Popconfirm title={`确定删除「${row.title}」吗？`} onConfirm={() => run('删除成功', () => swiperApi.delete({ id: row.id }))}>
                  <Button type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        启用的图片按顺序显示在该品牌的「轮播图」页和系统首页顶部。
      </Typography.Paragraph>
      <FormDialog
        title={editing === 'new' ? '新增轮播图' : '编辑轮播图'}
        open={editing !== null}
        onClose={() => setEditing(null)}
        fields={FIELDS}
        initialValues={editing === 'new' || editing === null ? { enabled: 1 } : { ...editing }}
        onSubmit={(values) =>
          editing === 'new' || editing === null
            ? swiperApi.add({ ...(values as SwiperInput), brandId: brandId! })
            : swiperApi.update({ ...(values as SwiperInput), id: editing.id })
        }
        onDone={reload}
      />
    </Card>
  );
}
