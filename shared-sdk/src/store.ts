import { createStore } from 'jotai';

/**
 * The one jotai store of the platform. It lives in the SDK, which is a Module Federation
 * singleton, so the shell and every remote read and write the same atoms (pmndrs/jotai#1944).
 */
export const platformStore = createStore();
