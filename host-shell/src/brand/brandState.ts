import { atom } from 'jotai';

/** Whether the brand question has been answered (either way): brand-gated routes wait for it. */
export const brandSettledAtom = atom(false);
