import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { enumOf, type ColumnSpec } from '@console/sdk/contract';
import { describe, expect, it } from 'vitest';
import { MONEY, writeSheet } from './sheet';

const STATUS = enumOf([{ value: 1, label: '启用', color: 'green' }]);
const columns: ColumnSpec[] = [
  { key: 'phone', title: '手机号', kind: 'code' },
  { key: 'idCard', title: '身份证号', kind: 'code' },
  { key: 'card', title: '卡号', kind: 'code' },
  { key: 'name', title: '名称' },
  { key: 'amount', title: '金额', kind: 'money' },
  { key: 'status', title: '状态', kind: 'enum', values: STATUS },
  { key: 'createdAt', title: '创建时间', kind: 'dateTime' },
];
const rows = [
  {
    phone: '13800138000',
    idCard: '11010519491231002X',
    card: '0086012345678901234',
    name: '=HYPERLINK("http://x","点我")',
    amount: 12.5,
    status: 1,
    createdAt: '2026-11-24 08:05:09',
  },
  { phone: 13912345678, idCard: '011234199001011234', card: '00123', name: '@SUM(A1:A2)', amount: '3', status: 9, createdAt: '' },
];

async function roundTrip() {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeSheet(stream, columns, rows);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook.getWorksheet(1)!;
}

describe('.xlsx exports', () => {
  it('has the declared titles in order, bold', async () => {
    const sheet = await roundTrip();
    expect(sheet.getRow(1).values).toEqual([undefined, '手机号', '身份证号', '卡号', '名称', '金额', '状态', '创建时间']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });

  it('keeps phone numbers, id and card numbers as text in text format: no 1.38E+10, no lost leading zero', async () => {
    const sheet = await roundTrip();
    for (const [row, expected] of [
      [2, ['13800138000', '11010519491231002X', '0086012345678901234']],
      [3, ['13912345678', '011234199001011234', '00123']],
    ] as const) {
      expected.forEach((text, index) => {
        const cell = sheet.getRow(row).getCell(index + 1);
        expect(cell.type).toBe(ExcelJS.ValueType.String);
        expect(cell.value).toBe(text);
        expect(cell.numFmt).toBe('@');
      });
    }
  });

  it('writes a formula-looking text as text, never as a formula', async () => {
    const sheet = await roundTrip();
    expect(sheet.getRow(2).getCell(4).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(2).getCell(4).value).toBe('=HYPERLINK("http://x","点我")');
    expect(sheet.getRow(3).getCell(4).value).toBe('@SUM(A1:A2)');
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('writes money as a number with two decimals, enums as their labels', async () => {
    const sheet = await roundTrip();
    expect(sheet.getRow(2).getCell(5).value).toBe(12.5);
    expect(sheet.getRow(3).getCell(5).value).toBe(3);
    expect(sheet.getRow(2).getCell(5).numFmt).toBe(MONEY);
    expect(sheet.getRow(2).getCell(6).value).toBe('启用');
    expect(sheet.getRow(3).getCell(6).value).toBe('9');
  });

  it('writes a date and time as a date cell formatted yyyy-mm-dd hh:mm:ss, the figures as stored', async () => {
    const sheet = await roundTrip();
    const cell = sheet.getRow(2).getCell(7);
    expect(cell.type).toBe(ExcelJS.ValueType.Date);
    expect((cell.value as Date).toISOString()).toBe('2026-11-24T08:05:09.000Z');
    expect(cell.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.getRow(3).getCell(7).value).toBeNull();
  });
});

describe('.xlsx exports of any size', () => {
  const many = (count: number) => Array.from({ length: count }, (_, index) => ({ ...rows[0], name: `第${index + 1}行` }));

  it('goes on in another worksheet, under the same title row, when one is full: no row dropped', async () => {
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const written = await writeSheet(stream, columns, many(2_500), { rowsPerSheet: 1_000 });
    expect(written).toBe(2_500);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.rowCount])).toEqual([
      ['Sheet1', 1_001],
      ['Sheet2', 1_001],
      ['Sheet3', 501],
    ]);
    expect(workbook.worksheets[1].getRow(1).getCell(4).value).toBe('名称');
    expect(workbook.worksheets[1].getRow(2).getCell(4).value).toBe('第1001行');
    expect(workbook.worksheets[2].getRow(501).getCell(4).value).toBe('第2500行');
  });

  it('says its progress as it writes, and asks for no further row once its output is gone', async () => {
    const stream = new PassThrough();
    stream.resume();
    const said: number[] = [];
    let asked = 0;
    function* source() {
      for (const row of many(10_000)) {
        asked++;
        yield row;
      }
    }
    const written = await writeSheet(stream, columns, source(), {
      onProgress: (count) => {
        said.push(count);
        if (count === 3_000) stream.destroy();
      },
    });
    expect(said).toEqual([1_000, 2_000, 3_000]);
    expect(written).toBe(3_000);
    expect(asked).toBe(3_000);
  });
});
