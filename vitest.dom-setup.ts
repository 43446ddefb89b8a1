import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// The kit's forms reach the shared registry of unsaved input by a dynamic import of the SDK
// (shared-sdk/src/pageKit/sharedState.ts), on mount and again on unmount: loaded here, before any
// test, so that it comes from the module cache and no import is still under way when a file's
// environment closes (an unmount at a file's end would otherwise start one after the teardown).
import './shared-sdk/src/index';

/**
 * Every rendered test unmounts what it drew after each test. Testing Library does this by itself
 * only where the test API is global, which it is not here: a tree left mounted when a file ends
 * may still run React's scheduled work after happy-dom's window is gone ("window is not defined").
 */
afterEach(cleanup);

/**
 * How long a `findBy…` or `waitFor` waits for its condition: 10 s instead of Testing Library's 1 s.
 * The limit only catches a condition that never comes; it is no measure of speed. A list's first
 * full draw takes about 0.5 s on an idle machine and 1.5-5 s on two busy cores (CI's), so 1 s failed
 * rendered tests under load that pass idle (kitExtensions.test.tsx: 4 of 4 under `yes` on both cores).
 * It stays under the test's own limit (vitest.shared.ts), so a wait that fails says what it waited for.
 */
configure({ asyncUtilTimeout: 10_000 });
