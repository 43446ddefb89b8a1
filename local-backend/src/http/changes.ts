import type { Db } from '../db/database';

/**
 * That a database's rows changed: every successful write through an endpoint and every call the batch
 * simulation places says so here, and a live view (the data wall's push) listens instead of polling.
 * One signal per database, in process; a listener re-reads what it shows, so it needs no detail.
 */
const listeners = new WeakMap<Db, Set<() => void>>();

export function onDataChanged(db: Db, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export function dataChanged(db: Db): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
