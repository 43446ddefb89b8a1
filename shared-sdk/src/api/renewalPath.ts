/**
 * POST /api/login/refreshToken2 (spec section 7), the token renewal. Its own module: the client
 * sends it and `renewalCall` (platformCalls.ts) declares it, and platformCalls reaches the client
 * for its calls, so neither may import the other for the path.
 */
export const RENEWAL_PATH = '/api/login/refreshToken2';
