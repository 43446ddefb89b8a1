import { callOptions, createResourcePage, specColumns } from '@console/sdk/kit';
import { SHIPMENT_COLUMNS, SHIPMENT_STATUS, STOCK_LINES, stockApi, type ShipmentInput, type ShipmentRow } from '../contract';
import { companyField, DELIVERY_FIELDS, quantityField } from '../shared/fields';

const OPEN: ShipmentRow['status'][] = ['待发货', '已发货'];

/** A line's shipments (/outboundRecord, /SJDeliveryRecord): ship, correct the delivery, cancel before it is signed for. */
export default createResourcePage<ShipmentRow>((params) => {
  const line = STOCK_LINES.of(params);
  const goods = callOptions(stockApi.goodsOptions, { line: line.key });
  return {
    noun: '出库记录',
    rowKey: 'id',
    list: stockApi.shipmentList,
    params: { line: line.key },
    filters: [
      { kind: 'text', name: 'shipmentNo', label: '出库单号' },
      { kind: 'select', name: 'goodsId', label: '货品', options: goods },
      { kind: 'text', name: 'companyName', label: '收货企业' },
      { kind: 'text', name: 'trackingNo', label: '快递单号' },
      { kind: 'select', name: 'status', label: '状态', options: SHIPMENT_STATUS.options },
      { kind: 'dateRange', name: 'created', label: '出库时间' },
    ],
    columns: specColumns(SHIPMENT_COLUMNS),
    form: {
      width: 640,
      fields: (row) =>
        row
          ? [...DELIVERY_FIELDS.slice(0, 5), { name: 'status', label: '状态', kind: 'select', required: true, options: SHIPMENT_STATUS.options.filter((o) => o.value !== '已撤销') }, ...DELIVERY_FIELDS.slice(5)]
          : [{ name: 'goodsId', label: '货品', kind: 'select', required: true, options: goods }, quantityField('出库数量'), companyField(), ...DELIVERY_FIELDS],
      add: {
        call: stockApi.ship,
        label: `新增${line.label}出库`,
        toRequest: (values) => values as unknown as ShipmentInput,
        successMessage: '出库成功',
      },
      edit: {
        call: stockApi.shipmentUpdate,
        visible: (row) => row.status !== '已撤销',
        title: (row) => `编辑出库单 ${row.shipmentNo}`,
        toValues: ({ receiver, receiverPhone, address, express, trackingNo, status, remark }) => ({ receiver, receiverPhone, address, express, trackingNo, status, remark }),
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
