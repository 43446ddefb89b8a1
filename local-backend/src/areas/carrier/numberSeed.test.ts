import { NUMBER_STATE, OPERATORS } from '@console/remote-carrier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow } from '../../db/time';
import { startBackend, type Harness } from '../../test/harness';
import { NUMBERS_PER_OPERATOR } from './numberSeed';

let backend: Harness;
beforeAll(async () => {
  backend = await startBackend();
}, 60_000);
afterAll(() => backend.app.close());

const all = (sql: string, ...values: unknown[]) => backend.db.prepare(sql).all(...values) as Record<string, any>[];
const count = (sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...values) as number;

describe('seeded virtual-operator numbers', () => {
  it('seeds the same thousands of 11-digit numbers on every operator brand, in the declared states', () => {
    const perOperator = all('SELECT operator, COUNT(*) AS n FROM carrier_numbers GROUP BY operator ORDER BY operator');
    expect(perOperator).toEqual([...OPERATORS.keys].sort().map((operator) => ({ operator, n: NUMBERS_PER_OPERATOR })));
    expect(count("SELECT COUNT(*) FROM carrier_numbers WHERE length(phone_number) <> 11 OR phone_number GLOB '*[^0-9]*'")).toBe(0);
    const states = all('SELECT DISTINCT state FROM carrier_numbers').map((row) => row.state);
    expect(states.every((state) => NUMBER_STATE.has(state))).toBe(true);
    // Every state appears; only the DJ line freezes numbers.
    expect(new Set(states)).toEqual(new Set(NUMBER_STATE.values));
    expect(all("SELECT DISTINCT operator FROM carrier_numbers WHERE state = 'frozen'")).toEqual([{ operator: 'DJ' }]);
  });

  it('gives each number a company of the admin area and that company’s agent', () => {
    expect(count('SELECT COUNT(*) FROM carrier_numbers n LEFT JOIN companies c ON c.id = n.company_id WHERE c.id IS NULL OR c.agent_id <> n.agent_id')).toBe(0);
    expect(count('SELECT COUNT(DISTINCT company_id) FROM carrier_numbers')).toBeGreaterThan(20);
  });

  it('records how each number reached its state: submitted first, its last event ending in its state', () => {
    const wrong = count(
      `SELECT COUNT(*) FROM carrier_numbers n
       WHERE (SELECT to_state FROM carrier_number_events e WHERE e.number_id = n.id ORDER BY e.at DESC, e.id DESC LIMIT 1) IS NOT n.state
          OR (SELECT from_state IS NULL AND to_state = 'reviewing' FROM carrier_number_events e WHERE e.number_id = n.id ORDER BY e.at, e.id LIMIT 1) IS NOT 1`,
    );
    expect(wrong).toBe(0);
    expect(count("SELECT COUNT(*) FROM carrier_number_events WHERE to_state IN ('rejected', 'suspended', 'frozen', 'closed') AND reason = ''")).toBe(0);
    // Each event says what it was; restarts (the state stays open) only on the brands that restart.
    expect(all('SELECT DISTINCT action FROM carrier_number_events ORDER BY action').map((row) => row.action)).toEqual([
      'approve',
      'close',
      'freeze',
      'reject',
      'restart',
      'submit',
      'suspend',
    ]);
    expect(
      all("SELECT DISTINCT n.operator FROM carrier_number_events e JOIN carrier_numbers n ON n.id = e.number_id WHERE e.action = 'restart' ORDER BY 1").map(
        (row) => row.operator,
      ),
    ).toEqual(['CC', 'CY', 'DJ', 'WN']);
    expect(count("SELECT COUNT(*) FROM carrier_number_events WHERE action = 'restart' AND (from_state <> 'open' OR to_state <> 'open')")).toBe(0);
  });

  it('seeds the numbers’ calls of the last 30 days as call records of their company and agent', () => {
    const calls = `FROM call_records r JOIN carrier_numbers n ON n.phone_number = r.caller`;
    expect(count(`SELECT COUNT(*) ${calls}`)).toBeGreaterThan(NUMBERS_PER_OPERATOR * 5);
    expect(count(`SELECT COUNT(*) ${calls} WHERE r.company_id IS NOT n.company_id OR r.agent_id IS NOT n.agent_id`)).toBe(0);
    expect(count(`SELECT COUNT(*) ${calls} WHERE r.start_time < ?`, daysFromNow(-31))).toBe(0);
    expect(all(`SELECT DISTINCT n.state ${calls} ORDER BY n.state`).map((row) => row.state)).toEqual(['frozen', 'open', 'suspended']);
    expect(count(`SELECT COUNT(*) ${calls} WHERE (r.status = '已接通') <> (r.duration_seconds > 0)`)).toBe(0);
    // Some numbers call hard and short (what the health score has to find), most do not.
    const heavy = count(
      'SELECT COUNT(*) FROM (SELECT caller FROM call_records r JOIN carrier_numbers n ON n.phone_number = r.caller GROUP BY caller HAVING COUNT(*) >= 30)',
    );
    expect(heavy).toBeGreaterThan(50);
    expect(heavy).toBeLessThan(count("SELECT COUNT(*) FROM carrier_numbers WHERE state = 'open'") / 5);
  });
});
