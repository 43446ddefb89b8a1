import { describe, expect, it } from 'vitest';
import { orderSteps, SEED_STEPS, type SeedStep } from './seedSteps';

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

  it('the project’s steps: the organisation first where read, the CRM after the directory', () => {
    const order = names([...SEED_STEPS]);
    expect(order).toEqual(expect.arrayContaining(['账号与业务数据', '企业名录', 'CRM与线索', '库存']));
    expect(order.indexOf('账号与业务数据')).toBeLessThan(order.indexOf('CRM与线索'));
    expect(order.indexOf('企业名录')).toBeLessThan(order.indexOf('CRM与线索'));
    expect(order.indexOf('账号与业务数据')).toBeLessThan(order.indexOf('库存'));
  });
});
