import { platformStore } from '@console/sdk';
import { catalogAtom } from '../../remotes/catalogState';
import { HealthReporter } from './healthReporter';

/** This page's reporter: remote versions are read from the catalog, as loaded. */
export const healthReporter = new HealthReporter(() => platformStore.get(catalogAtom).catalog.remotes);

/** A browser where `localStorage['console.healthReport']` is `off` reports nothing (`pnpm bench --health-off` compares). */
export const HEALTH_REPORT_SWITCH = 'console.healthReport';

/** Starts listening once, at start-up. */
export function startHealthReporting(): void {
  if (globalThis.localStorage?.getItem(HEALTH_REPORT_SWITCH) === 'off') return;
  healthReporter.listen();
}
