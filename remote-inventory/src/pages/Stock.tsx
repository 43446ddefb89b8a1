import { createResourcePage } from '@console/sdk/kit';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { stock, STOCK_LINES, stockApi, type StockLine, type StockRow } from '../contract';
import { companyField, DELIVERY_FIELDS, quantityField } from '../shared/fields';

/** The stock of a line (/SJTXinventory, /SJinventory): receive into it and ship out of it; the counts are the records' sums. */
export default createResourcePage((params: Record<string, unknown>) => {
  const line = STOCK_LINES.of(params);
  const current = (row: StockRow) => `当前库存 ${row.quantity} ${row.unit}`;
  return {
    resource: stock,
    noun: '货品',
    list: stockApi.stockList,
    params: { line: line.key },
    rowActions: [
      {
        label: '入库',
        call: stockApi.receive,
        visible: (row) => row.enabled === 1,
        form: {
          title: (row) => `入库：${row.name}`,
          fields: (row) => [quantityField('入库数量', current(row)), { name: 'remark', label: '备注', kind: 'textarea', maxLength: 200 }],
        },
        run: async (row, _context, values) =>
          (await stockApi.receive({ goodsId: row.id, quantity: values.quantity as number, remark: values.remark as string })).data,
        successMessage: '入库成功',
      },
      {
        label: '出库',
        call: stockApi.ship,
        visible: (row) => row.enabled === 1,
        form: {
          title: (row) => `出库：${row.name}`,
          fields: (row) => [quantityField('出库数量', current(row)), companyField(), ...DELIVERY_FIELDS],
        },
        run: async (row, _context, values) => (await stockApi.ship({ ...(values as object), goodsId: row.id } as Parameters<typeof stockApi.ship>[0])).data,
        successMessage: '出库成功',
      },
    ],
    exporter: stockApi.exportStock,
    toolbar: () => <LineLinks line={line.key} />,
  };
});

/** The line's shipments, and the other line's stock (/SJinventory is in no sidebar). */
function LineLinks({ line }: { line: StockLine }) {
  const navigate = useNavigate();
  const shipments = STOCK_LINES.variants[line].routes.shipments;
  const otherLine = STOCK_LINES.variants[STOCK_LINES.keys.find((key) => key !== line)!];
  return (
    <Space>
      <Button onClick={() => navigate(shipments)}>发货记录</Button>
      <Button onClick={() => navigate(otherLine.routes.stock)}>{`${otherLine.label}${otherLine.goods}库存`}</Button>
    </Space>
  );
}
