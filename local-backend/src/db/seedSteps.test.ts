import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { faker } from './fake';
import type { SeedStep } from './seedStep';
import { orderSteps, SEED_STEPS, seedMissing } from './seedSteps';

const step = (name: string, after?: string[]): SeedStep => ({ name, table: `t_${name}`, fakerSeed: 1, after, fill: () => {} });
const names = (steps: SeedStep[]) => steps.map(({ name }) => name);

describe('seed steps are ordered by what they read', () => {
  it('runs a step after the steps it names, otherwise in the order listed', () => {
    expect(names(orderSteps([step('a'), step('c', ['b']), step('b'), step('d')]))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses an unknown step, a cycle, a name or a table used twice', () => {
    expect(() => orderSteps([step('a', ['x'])])).toThrow('种子步骤「a」依赖的「x」不存在');
    expect(() => orderSteps([step('a', ['b']), step('b', ['a'])])).toThrow('种子步骤循环依赖：a → b → a');
    expect(() => orderSteps([step('a'), step('a')])).toThrow('种子步骤重名：a');
    expect(() => orderSteps([step('a'), { ...step('b'), table: 't_a' }])).toThrow('表 t_a 已由另一个步骤填充');
  });

  it('runs a step that continues another’s faker sequence right after it, and refuses to split the chain', () => {
    const continues = (name: string, before: string, after?: string[]): SeedStep => ({ ...step(name, after), fakerSeed: { continues: before } });
    expect(names(orderSteps([step('x'), continues('b', 'a'), step('a'), continues('c', 'b')]))).toEqual(['x', 'a', 'b', 'c']);
    expect(() => orderSteps([continues('b', 'a', ['x']), step('a'), step('x')])).toThrow('种子步骤「b」须紧接「a」运行');
    expect(() => orderSteps([step('a'), continues('b', 'a'), continues('c', 'a')])).toThrow('种子步骤「a」的随机序列被两个步骤接续');
    expect(() => orderSteps([continues('b', 'y')])).toThrow('种子步骤「b」依赖的「y」不存在');
  });

  it('a continuing step draws on where the step before it stopped, as one step drawing both would', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t_a (n REAL); CREATE TABLE t_b (n REAL); CREATE TABLE t_one (n REAL)');
    const draw = (table: string) => db.prepare(`INSERT INTO ${table} VALUES (?)`).run(faker.number.float());
    seedMissing(db, [
      { name: 'one', table: 't_one', fakerSeed: 7, fill: () => (draw('t_one'), draw('t_one')) },
      { name: 'a', table: 't_a', fakerSeed: 7, fill: () => draw('t_a') },
      { name: 'b', table: 't_b', fakerSeed: { continues: 'a' }, fill: () => draw('t_b') },
    ]);
    const rows = (table: string) => db.prepare(`SELECT n FROM ${table} ORDER BY rowid`).pluck().all();
    expect([...rows('t_a'), ...rows('t_b')]).toEqual(rows('t_one'));
    db.close();
  });

  it('the project’s steps: the organisation first where read, the CRM after the directory', () => {
    const order = names([...SEED_STEPS]);
    expect(order).toEqual(expect.arrayContaining(['账号与业务数据', '企业名录', 'CRM与线索', '库存']));
    expect(order.indexOf('账号与业务数据')).toBeLessThan(order.indexOf('CRM与线索'));
    expect(order.indexOf('企业名录')).toBeLessThan(order.indexOf('CRM与线索'));
    expect(order.indexOf('账号与业务数据')).toBeLessThan(order.indexOf('库存'));
  });
});
