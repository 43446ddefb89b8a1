import { ICCID_PATTERN, WHITE_CARD_IMPORT_COLUMNS, WHITE_CARD_TEXTS, WHITE_CARD_TYPES, whiteCardApi, whiteCards } from '@console/remote-inventory/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import { sendCsv } from '../../http/csv';
import { define, type Endpoints } from '../../http/endpoint';
import { listEndpoints } from '../../http/listEndpoints';
import { invalid, notFound } from '../../http/envelope';
import { ids, integer, requiredInteger, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { placeholders } from '../../http/where';
import { companyExists } from './ledger';
import { fromTable, leftJoinOne } from '../../http/from';

/** At most this many cards in one import file. */
export const WHITE_CARD_IMPORT_MAX = 5000;

const CARDS = resourceList(whiteCards, {
  iccid: 'w.iccid',
  cardType: 'w.card_type',
  batchNo: 'w.batch_no',
  status: 'w.status',
  companyName: 'c.name',
  createdAt: 'w.created_at',
  assignedAt: 'w.assigned_at',
});

function cardQuery(params: Params) {
  const where = CARDS.where(params);
  return {
    select: `w.id, w.iccid, w.card_type AS cardType, w.batch_no AS batchNo, w.status, COALESCE(c.name, '') AS companyName,
      w.remark, w.created_at AS createdAt, w.assigned_at AS assignedAt`,
    from: fromTable('white_cards', 'w', leftJoinOne('companies', 'c', 'w.company_id')),
    where,
    order: CARDS.order(params, 'w.created_at DESC, w.id DESC'),
  };
}

/** What an edit may change; the ICCID is given once, when the card is added. */
function cardFields(params: Params) {
  const { cardType, batchNo, remark } = inputOf(whiteCards, params, ['cardType', 'batchNo', 'remark']);
  return { cardType, batchNo, remark: remark ?? '' };
}

function checkIccid(db: Db, iccid: string): void {
  if (db.prepare('SELECT 1 FROM white_cards WHERE iccid = ?').get(iccid)) throw invalid(WHITE_CARD_TEXTS.duplicate(iccid));
}

/** The batch's cards, all of them in stock (or the batch is refused whole). */
function inStock(db: Db, wanted: number[]): number[] {
  const found = db.prepare(`SELECT id, status FROM white_cards WHERE id IN (${placeholders(wanted)})`).all(...wanted) as { id: number; status: string }[];
  if (found.length !== wanted.length) throw notFound('白卡');
  if (found.some((card) => card.status !== '在库')) throw invalid(WHITE_CARD_TEXTS.notInStock);
  return wanted;
}

/** White cards (`/api/inventory/*`): admin only (spec section 6). */
export const whiteCardEndpoints: Endpoints = [
  ...listEndpoints({ list: whiteCardApi.whiteCardList, sheet: whiteCardApi.exportWhiteCards, fileName: '白卡管理', query: ({ params }) => cardQuery(params) }),
  define({
    call: whiteCardApi.whiteCardSave,
    handler: ({ db, params }) => {
      const id = integer(params, 'id', '白卡');
      const fields = cardFields(params);
      if (id !== undefined) {
        const changed = db
          .prepare('UPDATE white_cards SET card_type = ?, batch_no = ?, remark = ? WHERE id = ?')
          .run(fields.cardType, fields.batchNo, fields.remark, id);
        if (!changed.changes) throw notFound('白卡');
        return { id };
      }
      const iccid = inputOf(whiteCards, params, ['iccid']).iccid.toUpperCase();
      checkIccid(db, iccid);
      const created = db
        .prepare("INSERT INTO white_cards (iccid, card_type, batch_no, status, remark, created_at) VALUES (?, ?, ?, '在库', ?, ?)")
        .run(iccid, fields.cardType, fields.batchNo, fields.remark, now());
      return { id: Number(created.lastInsertRowid) };
    },
  }),
  define({
    call: whiteCardApi.whiteCardDelete,
    handler: ({ db, params }) => {
      const [id] = inStock(db, [requiredInteger(params, 'id', '白卡')]);
      db.prepare('DELETE FROM white_cards WHERE id = ?').run(id);
      return null;
    },
  }),
  define({
    call: whiteCardApi.whiteCardAssign,
    handler: ({ db, params }) => {
      const wanted = ids(params, '白卡');
      const companyId = requiredInteger(params, 'companyId', '分配企业');
      companyExists(db, companyId);
      return db.transaction(() => {
        const cards = inStock(db, wanted);
        db.prepare(`UPDATE white_cards SET status = '已分配', company_id = ?, assigned_at = ? WHERE id IN (${placeholders(cards)})`).run(
          companyId,
          now(),
          ...cards,
        );
        return { assigned: cards.length };
      })();
    },
  }),
  define({
    call: whiteCardApi.whiteCardVoid,
    handler: ({ db, params }) => {
      const wanted = ids(params, '白卡');
      return db.transaction(() => {
        const cards = inStock(db, wanted);
        db.prepare(`UPDATE white_cards SET status = '已作废' WHERE id IN (${placeholders(cards)})`).run(...cards);
        return { voided: cards.length };
      })();
    },
  }),
  define({
    call: whiteCardApi.whiteCardTemplate,
    handler: ({ reply }) =>
      sendCsv(
        reply,
        '白卡导入模板.csv',
        WHITE_CARD_IMPORT_COLUMNS.map((title) => ({ title, key: title })),
        [{ ICCID: '89860000000000000000', 卡类型: WHITE_CARD_TYPES.values[0], 批次号: 'B20261124', 备注: '导入前请删除本示例行' }],
      ),
  }),
  define({
    call: whiteCardApi.whiteCardImport,
    handler: ({ db, params }) => {
      const cards = importedCards(params.header, params.rows);
      return db.transaction(() => {
        const seen = new Set<string>();
        const insert = db.prepare("INSERT INTO white_cards (iccid, card_type, batch_no, status, remark, created_at) VALUES (?, ?, ?, '在库', ?, ?)");
        const at = now();
        cards.forEach((card, index) => {
          const problem = (message: string) => invalid(`第 ${index + 1} 行：${message}`);
          if (!ICCID_PATTERN.test(card.iccid)) throw problem(WHITE_CARD_TEXTS.badIccid);
          if (seen.has(card.iccid)) throw problem(`ICCID ${card.iccid} 在文件中重复`);
          seen.add(card.iccid);
          if (db.prepare('SELECT 1 FROM white_cards WHERE iccid = ?').get(card.iccid)) throw problem(WHITE_CARD_TEXTS.duplicate(card.iccid));
          if (!WHITE_CARD_TYPES.has(card.cardType)) throw problem(`卡类型须为 ${WHITE_CARD_TYPES.values.join('、')}`);
          if (!card.batchNo) throw problem('请填写批次号');
          if (card.batchNo.length > 30 || card.remark.length > 200) throw problem('批次号最多 30 字，备注最多 200 字');
          insert.run(card.iccid, card.cardType, card.batchNo, card.remark, at);
        });
        return { imported: cards.length };
      })();
    },
  }),
];

/** The rows of a filled-in template (header WHITE_CARD_IMPORT_COLUMNS), blank rows left out. */
function importedCards(header: unknown, rows: unknown) {
  if (!Array.isArray(header) || !Array.isArray(rows)) throw invalid('文件内容无法识别，请使用下载的导入模板');
  const titles = header.map((title) =>
    String(title ?? '')
      .replace(/^\uFEFF/, '')
      .trim(),
  );
  const missing = WHITE_CARD_IMPORT_COLUMNS.filter((title) => title !== '备注' && !titles.includes(title));
  if (missing.length) throw invalid(`模板缺少列：${missing.join('、')}`);
  const filled = rows.filter((row): row is unknown[] => Array.isArray(row) && row.some((cell) => String(cell ?? '').trim() !== ''));
  if (filled.length === 0) throw invalid(WHITE_CARD_TEXTS.importEmpty);
  if (filled.length > WHITE_CARD_IMPORT_MAX) throw invalid(`一次最多导入 ${WHITE_CARD_IMPORT_MAX} 张`);
  const cell = (row: unknown[], title: string) => String(row[titles.indexOf(title)] ?? '').trim();
  return filled.map((row) => ({
    iccid: cell(row, 'ICCID').toUpperCase(),
    cardType: cell(row, '卡类型'),
    batchNo: cell(row, '批次号'),
    remark: titles.includes('备注') ? cell(row, '备注') : '',
  }));
}
