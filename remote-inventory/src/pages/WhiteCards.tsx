import { DeleteOutlined } from '@ant-design/icons';
import { createResourcePage } from '@console/sdk/kit';
import { WHITE_CARD_TEXTS, WHITE_CARD_TYPES, whiteCardApi, whiteCards, type WhiteCardRow } from '../contract';
import { companyField } from '../shared/fields';

const inStock = (row: WhiteCardRow) => row.status === '在库';
const notInStock = (rows: WhiteCardRow[]) => (rows.every(inStock) ? undefined : WHITE_CARD_TEXTS.notInStock);

/** White cards (/whiteCard, admin only: spec section 6): blank SIM cards in stock until assigned to a company. */
export default createResourcePage({
  resource: whiteCards,
  noun: '白卡',
  list: whiteCardApi.whiteCardList,
  form: {
    // The ICCID is the card: it is given once, when the card is added.
    fields: (row) => [...(row ? [] : ['iccid' as const]), 'cardType', 'batchNo', 'remark'],
    add: { call: whiteCardApi.whiteCardSave, initialValues: { cardType: WHITE_CARD_TYPES.values[0] } },
    edit: { call: whiteCardApi.whiteCardSave },
  },
  remove: { call: whiteCardApi.whiteCardDelete, visible: inStock, confirm: (row) => `确定删除白卡 ${row.iccid} 吗？` },
  batch: [
    {
      label: '分配企业',
      call: whiteCardApi.whiteCardAssign,
      type: 'primary',
      check: notInStock,
      form: { fields: [companyField('分配给企业')] },
      run: async (rows, values) =>
        `已分配 ${(await whiteCardApi.whiteCardAssign({ ids: rows.map((row) => row.id), companyId: values.companyId as number })).data.assigned} 张`,
    },
    {
      label: '作废',
      call: whiteCardApi.whiteCardVoid,
      danger: true,
      icon: <DeleteOutlined />,
      check: notInStock,
      confirm: (n) => `确定作废选中的 ${n} 张白卡吗？作废后不能再分配`,
      run: async (rows) => `已作废 ${(await whiteCardApi.whiteCardVoid({ ids: rows.map((row) => row.id) })).data.voided} 张`,
    },
  ],
  importer: {
    label: '导入白卡',
    call: whiteCardApi.whiteCardImport,
    template: whiteCardApi.whiteCardTemplate,
    run: async (table) => `导入完成：新增 ${(await whiteCardApi.whiteCardImport(table)).data.imported} 张`,
  },
  exporter: whiteCardApi.exportWhiteCards,
});
