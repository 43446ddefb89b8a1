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
export * from './legacy';
export * from './ui/menuIcons';
export * from './pageKit';
export * from './theme';
export * from './session/reminders';
export * from './unsaved/unsavedChanges';
