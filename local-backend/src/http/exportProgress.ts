import type { ExportProgress } from '@console/sdk/contract/exports';
import { text, type Params } from './params';

/** An export's id, as the kit makes it (a random UUID): nothing else is tracked. */
const EXPORT_ID = /^[A-Za-z0-9-]{8,64}$/;
/** Exports tracked at once at most; past it the oldest is forgotten (its page only stops showing figures). */
const MAX_TRACKED = 1_000;
/** How long a finished export's figures stay to be read. */
const KEPT_MS = 60_000;

const tracked = new Map<string, ExportProgress>();

/**
 * Tracks the export a request asked for under `exportId` (none: nothing tracked). Only counts are
 * kept, by an id only its page knows, so a progress answer tells nobody anything of the rows.
 */
export function trackExport(params: Params, total: number | undefined): { update: (written: number) => void; finish: () => void } {
  const id = text(params, 'exportId', '导出编号', 64);
  if (!id || !EXPORT_ID.test(id)) return { update: () => {}, finish: () => {} };
  if (tracked.size >= MAX_TRACKED) tracked.delete(tracked.keys().next().value!);
  const progress: ExportProgress = { written: 0, total: total ?? null, done: false };
  tracked.set(id, progress);
  return {
    update: (written) => {
      progress.written = written;
    },
    finish: () => {
      progress.done = true;
      setTimeout(() => {
        if (tracked.get(id) === progress) tracked.delete(id);
      }, KEPT_MS).unref();
    },
  };
}

/** The progress of the export `id`; an unknown id (never started here, or long finished) reads as nothing written. */
export function exportProgress(id: string): ExportProgress | null {
  return tracked.get(id) ?? null;
}
