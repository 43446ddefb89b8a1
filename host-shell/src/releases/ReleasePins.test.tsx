import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'jotai';
import { platformStore, type RemoteManifest } from '@console/sdk';
import { releaseApi, type ReleasePin } from '../contract/release';
import { routeTable, type RemoteRecord } from '../remotes/catalog';
import { catalogAtom } from '../remotes/catalogState';
import { PIN_TEXTS, ReleasePins } from './ReleasePins';

vi.mock('../contract/release', () => ({ releaseApi: { pins: vi.fn(), pin: vi.fn(), unpin: vi.fn() } }));

const carrier = {
  name: 'remote-carrier',
  version: '1.0.0',
  manifestUrl: 'http://localhost:8082/1.0.0/console-manifest.json',
  entryUrl: '',
  manifest: { name: 'remote-carrier', title: '运营商管理', routes: [] } as unknown as RemoteManifest,
  problem: null,
} as RemoteRecord;
const row: ReleasePin = { userId: 8, username: 'staff', remote: 'remote-carrier', version: '0.9.0', pinnedBy: 'admin', pinnedAt: '2026-12-07 01:00:00' };
let stored: ReleasePin[];

beforeEach(() => {
  stored = [];
  vi.mocked(releaseApi.pins).mockImplementation(async () => ({ code: 200, message: '', data: stored }) as never);
  vi.mocked(releaseApi.pin).mockImplementation(async () => {
    stored = [row];
    return { code: 200, message: '', data: null } as never;
  });
  vi.mocked(releaseApi.unpin).mockImplementation(async () => {
    stored = [];
    return { code: 200, message: '', data: null } as never;
  });
  platformStore.set(catalogAtom, { status: 'ready', catalog: { remotes: [carrier], routes: routeTable([carrier]) } });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('/remotes: pinning a user to a version', () => {
  it('pins the named user to the version of the chosen remote, lists the pin, and unpins it', async () => {
    render(
      <Provider store={platformStore}>
        <App>
          <ReleasePins />
        </App>
      </Provider>,
    );
    await screen.findByText(PIN_TEXTS.empty);
    fireEvent.change(screen.getByLabelText(PIN_TEXTS.username), { target: { value: ' staff ' } });
    fireEvent.mouseDown(screen.getByLabelText(PIN_TEXTS.remote));
    fireEvent.click(await screen.findByTitle('运营商管理'));
    fireEvent.change(screen.getByLabelText(PIN_TEXTS.version), { target: { value: '0.9.0' } });
    fireEvent.click(screen.getByRole('button', { name: PIN_TEXTS.pin }));
    await waitFor(() => expect(releaseApi.pin).toHaveBeenCalledWith({ username: 'staff', remote: 'remote-carrier', version: '0.9.0' }));
    const pinned = (await screen.findByText('0.9.0')).closest('tr')!;
    expect(within(pinned).getByText('staff')).toBeTruthy();
    expect(within(pinned).getByText('运营商管理')).toBeTruthy();
    fireEvent.click(within(pinned).getByRole('button', { name: PIN_TEXTS.unpin }));
    await waitFor(() => expect(releaseApi.unpin).toHaveBeenCalledWith({ userId: 8, remote: 'remote-carrier' }));
    await screen.findByText(PIN_TEXTS.empty);
  });

  it('asks for every field before pinning', async () => {
    render(
      <Provider store={platformStore}>
        <App>
          <ReleasePins />
        </App>
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: PIN_TEXTS.pin }));
    expect(await screen.findByText(PIN_TEXTS.required(PIN_TEXTS.username))).toBeTruthy();
    expect(await screen.findByText(PIN_TEXTS.required(PIN_TEXTS.version))).toBeTruthy();
    expect(releaseApi.pin).not.toHaveBeenCalled();
  });
});
