import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from './singleFlight';

describe('singleFlight', () => {
  it('runs the task once however many callers ask while it runs', async () => {
    let release!: (value: string) => void;
    const task = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const run = singleFlight(task);
    const callers = [run(), run(), run(), run()];
    expect(task).toHaveBeenCalledTimes(1);
    release('new-token');
    expect(await Promise.all(callers)).toEqual(['new-token', 'new-token', 'new-token', 'new-token']);
  });

  it('runs again once the previous run settled, even after a failure', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    const run = singleFlight(task);
    await expect(run()).rejects.toThrow('down');
    await expect(run()).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(2);
  });
});
