/**
 * @console/sdk: the one contract between the shell and the remotes, shared as a Module Federation
 * singleton. Import everything from here; `@console/sdk/manifest` is the browser-free subset that
 * build tools use.
 */
import './dayjsLocale';

export * from './manifest';
export * from './constants';
export * from './messages';
export * from './version';
export * from './page';
export * from './store';
export * from './session/storageKeys';
export * from './session/session';
export * from './session/atoms';
export * from './api/envelope';
export * from './api/rules';
export * from './api/singleFlight';
export { configureClient, http, get, post, postJson, del, download, type ClientHooks } from './api/client';
export * from './api/platformCalls';
export * from './session/sessionTypes';
export * from './ui/menuIcons';
// The page kit is `@console/sdk/kit`, bundled by each remote. Two of its pieces stay here: charts, as
// echarts is large and loaded once, and the context the shell's keep-alive provides and every kit reads.
export { Chart } from './pageKit/Chart';
export { PageActiveContext } from './pageKit/pageActive';
export * from './theme';
export * from './session/reminders';
export * from './unsaved/unsavedChanges';
