import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TIMER_MINUTES, readConfig } from './config';

describe('config', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('caps the recovery interval at what a Node timer takes (a longer one would fire every 1 ms)', () => {
    vi.stubEnv('CONSOLE_RECOVERY_INTERVAL_MINUTES', '100000');
    expect(readConfig().recoveryIntervalMinutes).toBe(MAX_TIMER_MINUTES);
    expect(MAX_TIMER_MINUTES * 60_000).toBeLessThanOrEqual(2 ** 31 - 1);
    vi.stubEnv('CONSOLE_RECOVERY_INTERVAL_MINUTES', '30');
    expect(readConfig().recoveryIntervalMinutes).toBe(30);
  });

  it('reads the batch calling rate: calls per second per running batch, 0 turning it off, 1 when unset or unreadable', () => {
    vi.stubEnv('CONSOLE_BATCH_CALLS_PER_SECOND', '0');
    expect(readConfig().batchCallsPerSecond).toBe(0);
    vi.stubEnv('CONSOLE_BATCH_CALLS_PER_SECOND', '0.5');
    expect(readConfig().batchCallsPerSecond).toBe(0.5);
    for (const unread of ['', '-1', '每秒']) {
      vi.stubEnv('CONSOLE_BATCH_CALLS_PER_SECOND', unread);
      expect(readConfig().batchCallsPerSecond).toBe(1);
    }
  });

  it('reads the marker queue rate: numbers a second, 0 turning it off, 20 when unset or unreadable', () => {
    vi.stubEnv('CONSOLE_MARKER_NUMBERS_PER_SECOND', '0');
    expect(readConfig().markerNumbersPerSecond).toBe(0);
    vi.stubEnv('CONSOLE_MARKER_NUMBERS_PER_SECOND', '5');
    expect(readConfig().markerNumbersPerSecond).toBe(5);
    for (const unread of ['', '-1', '每秒']) {
      vi.stubEnv('CONSOLE_MARKER_NUMBERS_PER_SECOND', unread);
      expect(readConfig().markerNumbersPerSecond).toBe(20);
    }
  });

  it('reads the health refresh interval: minutes, 0 turning it off, 15 when unset or unreadable, capped as a timer', () => {
    vi.stubEnv('CONSOLE_HEALTH_REFRESH_MINUTES', '0');
    expect(readConfig().healthRefreshMinutes).toBe(0);
    vi.stubEnv('CONSOLE_HEALTH_REFRESH_MINUTES', '5');
    expect(readConfig().healthRefreshMinutes).toBe(5);
    vi.stubEnv('CONSOLE_HEALTH_REFRESH_MINUTES', '99999999');
    expect(readConfig().healthRefreshMinutes).toBeLessThan(99999999);
    for (const unread of ['', '-1', '每刻']) {
      vi.stubEnv('CONSOLE_HEALTH_REFRESH_MINUTES', unread);
      expect(readConfig().healthRefreshMinutes).toBe(15);
    }
  });

  it('builds a large world on CONSOLE_SCALE, kept in .run/scale unless CONSOLE_DB names the file; unset, the small one', () => {
    vi.stubEnv('CONSOLE_DB', undefined);
    vi.stubEnv('CONSOLE_SCALE', '');
    expect(readConfig()).toMatchObject({ databaseFile: expect.stringMatching(/[/\\]\.data[/\\]console\.db$/) });
    expect(readConfig().scale).toBeUndefined();
    vi.stubEnv('CONSOLE_SCALE', 'medium');
    expect(readConfig()).toMatchObject({ scale: 'medium', databaseFile: expect.stringMatching(/[/\\]\.run[/\\]scale[/\\]medium\.db$/) });
    vi.stubEnv('CONSOLE_DB', '/tmp/elsewhere.db');
    expect(readConfig()).toMatchObject({ scale: 'medium', databaseFile: '/tmp/elsewhere.db' });
    vi.stubEnv('CONSOLE_SCALE', 'huge');
    expect(() => readConfig()).toThrow('未知的数据规模 CONSOLE_SCALE=huge（可选 small、tiny、medium、large）');
  });
});
