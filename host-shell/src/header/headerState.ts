import { atom } from 'jotai';
import type { HeadPortrait } from '@console/sdk';

/** Header user info (spec section 3): avatar and computer-dial flag, from webGetHeadPortrait. */
export const headerUserAtom = atom<HeadPortrait | null>(null);
