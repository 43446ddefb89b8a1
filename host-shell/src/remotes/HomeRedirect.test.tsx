import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { platformStore, sessionAtom, type RemoteManifest, type Role } from '@console/sdk';
import { brandSettledAtom } from '../brand/brandState';
import { routeTable, type RemoteRecord } from './catalog';
import { catalogAtom } from './catalogState';
import { HomeRedirect } from './RoutedPage';

const record = (name: string, routes: RemoteManifest['routes']) =>
  ({
    name,
    version: '1.0.0',
    manifestUrl: `http://localhost/${name}/console-manifest.json`,
    entryUrl: `http://localhost/${name}/remoteEntry.js`,
    manifest: { name, container: name.replace('-', '_'), version: '1.0.0', routes } as unknown as RemoteManifest,
    problem: null,
  }) as RemoteRecord;

const remotes = [
  record('remote-admin', [{ path: '/dashboard', title: '系统首页', module: './Dashboard', menu: [{ order: 0 }] }]),
  record('remote-cloudcall', [
    { path: '/record', title: '通话记录', module: './CallRecords', menu: [{ group: 'others', order: 10 }] },
    { path: '/GM', title: '录音质检', module: './Recordings', roles: ['gm'], menu: [{ order: 10 }] },
  ] as RemoteManifest['routes']),
];

function Where() {
  return <span data-testid="at">{useLocation().pathname}</span>;
}

const landOn = async (role: Role) => {
  platformStore.set(sessionAtom, { ...platformStore.get(sessionAtom), role, token: 'Bearer t' });
  platformStore.set(brandSettledAtom, true);
  platformStore.set(catalogAtom, { status: 'ready', catalog: { remotes, routes: routeTable(remotes) } });
  render(
    <Provider store={platformStore}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<HomeRedirect />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return (await screen.findByTestId('at')).textContent;
};

afterEach(cleanup);

describe('HomeRedirect: where the root and a login without a page to return to land', () => {
  it('lands every role that may open it on the system home', async () => {
    expect(await landOn('company')).toBe('/dashboard');
  });

  it('lands gm, to whom the home answers 403, on its only entry /GM (from the manifests, no key of their own)', async () => {
    expect(await landOn('gm')).toBe('/GM');
  });
});
