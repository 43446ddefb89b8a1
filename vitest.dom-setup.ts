import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * Every rendered test unmounts what it drew after each test. Testing Library does this by itself
 * only where the test API is global, which it is not here: a tree left mounted when a file ends
 * may still run React's scheduled work after happy-dom's window is gone ("window is not defined").
 */
afterEach(cleanup);
