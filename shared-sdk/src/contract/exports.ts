import { call } from './index';

/**
 * A list export's progress (CONTRACT.md "Exports"): the page kit sends each export an `exportId` of
 * its own making and reads, while the file streams, how many rows are written of how many.
 * It lives with the contracts, so the kit (bundled in every remote) reaches the shell's client
 * through the shared SDK's `get`, which every released shell has. `@console/sdk/contract/exports`.
 */
export interface ExportProgress {
  /** Rows written to the file so far. */
  written: number;
  /** Rows the file will hold, counted before the first is written; null when not known. */
  total: number | null;
  done: boolean;
}

export const exportApi = {
  /** `data` is null for an id the server does not know (not started yet, or long finished). */
  progress: call.get<ExportProgress | null, { exportId: string }>('/api/export/progress', 'loggedIn', '查询导出进度'),
};
