import { atom } from 'jotai';
import { platformStore } from '@console/sdk';

/** What this page session saw of each remote: how long its first page took to load, and its errors. */
export interface RemoteStats {
  loadMs?: number;
  errors: { at: string; message: string }[];
}

export const remoteStatsAtom = atom<Record<string, RemoteStats>>({});

const update = (name: string, change: (stats: RemoteStats) => RemoteStats) =>
  platformStore.set(remoteStatsAtom, (all) => ({ ...all, [name]: change(all[name] ?? { errors: [] }) }));

export function recordLoad(name: string, ms: number): void {
  update(name, (stats) => (stats.loadMs === undefined ? { ...stats, loadMs: Math.round(ms) } : stats));
}

export function recordError(name: string, message: string): void {
  update(name, (stats) => ({ ...stats, errors: [...stats.errors, { at: new Date().toISOString(), message }].slice(-20) }));
}
