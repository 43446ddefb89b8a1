import { render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import type { HealthFigures } from '../../contract';
import { VersionHealth, VERSION_HEALTH_TEXTS } from './VersionHealth';
import { readReleased, sideBySide } from './versionHealth';

const figures = (remote: string, version: string, change: Partial<HealthFigures> = {}): HealthFigures => ({
  remote,
  version,
  users: 3,
  pageLoads: 40,
  loadFailed: 0,
  crashed: 0,
  unhandled: 0,
  errors: 0,
  errorRate: 0,
  samples: 40,
  p50Ms: 300,
  p95Ms: 750,
  latency: [],
  firstSeenAt: '2026-12-07T01:00:00.000Z',
  ...change,
});

const released = { stable: { 'remote-carrier': '1.0.0', 'remote-crm': '2.0.0' }, canary: { 'remote-carrier': '1.1.0' } };

describe('sideBySide', () => {
  it("pairs each remote's stable and canary with their figures; an old version still reporting is neither", () => {
    const rows = sideBySide(['remote-carrier', 'remote-crm'], released, [
      figures('remote-carrier', '1.0.0'),
      figures('remote-carrier', '1.1.0', { errors: 6, errorRate: 0.3 }),
      figures('remote-carrier', '0.9.0'),
    ]);
    expect(rows).toEqual([
      {
        remote: 'remote-carrier',
        stable: { version: '1.0.0', figures: figures('remote-carrier', '1.0.0') },
        canary: { version: '1.1.0', figures: figures('remote-carrier', '1.1.0', { errors: 6, errorRate: 0.3 }) },
      },
      { remote: 'remote-crm', stable: { version: '2.0.0', figures: undefined }, canary: undefined },
    ]);
  });
});

describe('readReleased', () => {
  it('reads the stable versions from registry.json and the canaries from rollouts.json beside it; without rollouts.json there is none', async () => {
    const files: Record<string, unknown> = {
      'http://c.test/registry.json': { remotes: [{ name: 'remote-carrier', version: '1.0.0', manifest: 'x' }] },
      'http://c.test/rollouts.json': { remotes: [{ name: 'remote-carrier', version: '1.1.0', manifest: 'y', percent: 10, startedAt: 'z' }] },
    };
    const fetcher = async (url: string) => {
      if (!(url in files)) throw new Error('HTTP 404');
      return files[url];
    };
    expect(await readReleased('http://c.test/registry.json', fetcher)).toEqual({
      stable: { 'remote-carrier': '1.0.0' },
      canary: { 'remote-carrier': '1.1.0' },
    });
    delete files['http://c.test/rollouts.json'];
    expect(await readReleased('http://c.test/registry.json', fetcher)).toEqual({ stable: { 'remote-carrier': '1.0.0' }, canary: {} });
  });

  it('reads rollouts.json as the shell chooses versions by it: one the schema refuses names no canary, here as for every user', async () => {
    const fetcher = async (url: string) =>
      url.endsWith('registry.json')
        ? { remotes: [{ name: 'remote-carrier', version: '1.0.0', manifest: 'x' }] }
        : { remotes: [{ name: 'remote-carrier', version: '1.1.0', manifest: 'y', percent: 0, startedAt: 'z' }] };
    expect(await readReleased('http://c.test/registry.json', fetcher)).toEqual({ stable: { 'remote-carrier': '1.0.0' }, canary: {} });
  });
});

describe('VersionHealth', () => {
  it("shows a remote's stable and canary figures side by side, and says where there is no canary or no report", async () => {
    const load = async () => ({
      released,
      figures: [
        figures('remote-carrier', '1.0.0', { errors: 1, errorRate: 0.025 }),
        figures('remote-carrier', '1.1.0', { users: 2, pageLoads: 20, errors: 6, errorRate: 0.3, p95Ms: 3000 }),
      ],
    });
    render(
      <App>
        <VersionHealth
          remotes={[
            { name: 'remote-carrier', title: '运营商' },
            { name: 'remote-crm', title: '客户管理' },
          ]}
          load={load}
        />
      </App>,
    );
    const carrier = (await screen.findByText('运营商')).closest('tr')!;
    const cells = within(carrier)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['运营商', '1.0.0', '3', '40', '2.5%（1）', '≤300 ms', '≤750 ms', '1.1.0', '2', '20', '30.0%（6）', '≤300 ms', '≤3000 ms']);
    const crm = screen.getByText('客户管理').closest('tr')!;
    expect(within(crm).getByText(VERSION_HEALTH_TEXTS.noReports)).toBeTruthy();
    expect(within(crm).getByText(VERSION_HEALTH_TEXTS.noCanary)).toBeTruthy();
  });

  it('says so when the figures cannot be read', async () => {
    render(
      <App>
        <VersionHealth remotes={[{ name: 'remote-crm' }]} load={() => Promise.reject(new Error('403'))} />
      </App>,
    );
    expect(await screen.findByText(VERSION_HEALTH_TEXTS.loadFailed)).toBeTruthy();
  });
});
