import { callOptions, createResourcePage } from '@console/sdk/kit';
import { SHIPMENT_STATUS, shipments, STOCK_LINES, stockApi, type ShipmentRow } from '../contract';
import { companyField, quantityField } from '../shared/fields';

const OPEN: ShipmentRow['status'][] = ['待发货', '已发货'];

/** A line's shipments (/outboundRecord, /SJDeliveryRecord): ship, correct the delivery, cancel before it is signed for. */
export default createResourcePage((params: Record<string, unknown>) => {
  const line = STOCK_LINES.of(params);
  // The line's goods only, in the filter and when shipping.
  const goods = {
    name: 'goodsId',
    label: shipments.fields.goodsId.label,
    kind: 'select',
    options: callOptions(stockApi.goodsOptions, { line: line.key }),
  } as const;
  const delivery = ['receiver', 'receiverPhone', 'address', 'express', 'trackingNo'] as const;
  return {
    resource: shipments,
    noun: '出库记录',
    list: stockApi.shipmentList,
    params: { line: line.key },
    filters: ['shipmentNo', goods, 'companyName', 'trackingNo', 'express', 'status', 'createdAt'],
    form: {
      width: 640,
      fields: (row) =>
        row
          ? [
              ...delivery,
              { name: 'status', label: '状态', kind: 'select', required: true, options: SHIPMENT_STATUS.options.filter((o) => o.value !== '已撤销') },
              'remark',
            ]
          : [{ ...goods, required: true }, quantityField('出库数量'), companyField(), ...delivery, 'remark'],
      add: { call: stockApi.ship, label: `新增${line.label}出库`, successMessage: '出库成功' },
      edit: {
        call: stockApi.shipmentUpdate,
        visible: (row) => row.status !== '已撤销',
        title: (row) => `编辑出库单 ${row.shipmentNo}`,
        toValues: ({ receiver, receiverPhone, address, express, trackingNo, status, remark }) => ({
          receiver,
          receiverPhone,
          address,
          express,
          trackingNo,
          status,
          remark,
        }),
      },
    },
    rowActions: [
      {
        label: '撤销',
        call: stockApi.shipmentCancel,
        danger: true,
        visible: (row) => OPEN.includes(row.status),
        confirm: (row) => `确定撤销出库单 ${row.shipmentNo} 吗？${row.quantity} ${line.unit}将退回库存`,
        run: (row) => stockApi.shipmentCancel({ id: row.id }),
        successMessage: '已撤销，数量已退回库存',
      },
    ],
    exporter: stockApi.exportShipments,
  };
});
