import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';
import { decimalJson, exactDecimal } from './decimal';
import { sheetValue } from './sheet';

describe('money leaves as the decimal it stands for', () => {
  const residue = 0.1 + 0.02;

  it('drops float residue and keeps every value written from a decimal', () => {
    expect(residue).not.toBe(0.12);
    expect(exactDecimal(residue)).toBe(0.12);
    expect(exactDecimal(0.1 + 0.2)).toBe(0.3);
    for (const value of [0.006, 0.0125, 12345.67, 99_999_999.99, 3, -0.5, 1e-7]) expect(exactDecimal(value)).toBe(value);
  });

  it('in every answer, every CSV field and every sheet cell alike', () => {
    expect(decimalJson({ data: { list: [{ unitPrice: residue, count: 2 }] } })).toBe('{"data":{"list":[{"unitPrice":0.12,"count":2}]}}');
    expect(csvCell(residue)).toBe('0.12');
    expect(sheetValue({ key: 'charge', title: '费用（元）', kind: 'money' }, residue)).toBe(0.12);
  });
});
