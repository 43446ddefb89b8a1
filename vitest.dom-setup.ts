import { cleanup } from '@testing-library/react';
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
