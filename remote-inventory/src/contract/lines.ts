import { defineVariants, enumOf } from '@console/sdk/contract';

/**
 * The two stock lines: 四季通信 SIM cards (SJTX) and 四季 terminals (SJ). Both have a
 * stock page and a shipment-record page of the same shape, so each kind of page is written once
 * and reads its line from the route (`params.variant`).
 *
 * Decided where the spec is silent: SJTX is the card line (its shipments are /outboundRecord, the
 * outbound record the inventory menu lists) and SJ the terminal line (/SJDeliveryRecord, with
 * /SJinventory in no sidebar, reached from the stock pages).
 */
export const STOCK_PAGE_KINDS = ['stock', 'shipments'] as const;

export const STOCK_LINES = defineVariants(STOCK_PAGE_KINDS, {
  SJTX: { label: '四季通信', goods: 'SIM卡', unit: '张', routes: { stock: '/SJTXinventory', shipments: '/outboundRecord' } },
  SJ: { label: '四季', goods: '终端设备', unit: '台', routes: { stock: '/SJinventory', shipments: '/SJDeliveryRecord' } },
});

export type StockLine = (typeof STOCK_LINES.keys)[number];

/** The line as a filter, a form choice and a column. */
export const STOCK_LINE = enumOf(
  STOCK_LINES.keys.map((key) => ({
    value: key,
    label: `${STOCK_LINES.variants[key].label}${STOCK_LINES.variants[key].goods}`,
    color: key === 'SJTX' ? 'blue' : 'purple',
  })),
);
