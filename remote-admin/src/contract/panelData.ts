import { call } from '@console/sdk/contract';
import { ADMIN_ACCESS } from './access';

/** One company's today on the wall: its calls and connected calls since midnight. */
export interface WallCompany {
  companyId: number;
  companyName: string;
  calls: number;
  connected: number;
}

/**
 * What the data wall (/panelData) shows, each figure counted from the rows the other pages list, in
 * the viewer's scope: running batches and their numbers still to call (/cdrBatchManagement), the
 * calls of the last minute and of today (/record), the unhandled risk numbers (/riskList) and the
 * pending top-ups (/woniuRecharge, the bell).
 */
export interface WallFigures {
  /** When counted (`YYYY-MM-DD HH:mm:ss`). */
  at: string;
  runningBatches: number;
  /** Numbers of the running batches still 待呼叫: the calls in progress. */
  numbersToCall: number;
  lastMinuteCalls: number;
  todayCalls: number;
  todayConnected: number;
  /** The companies with calls today, the most first (at most `WALL_TEXTS.companies`). */
  companies: WallCompany[];
  risksOpen: number;
  topUpsWaiting: number;
  topUpsWaitingAmount: number;
}

export const WALL_TEXTS = {
  /** How many companies the wall lists. */
  companies: 20,
  /** The SSE event that carries WallFigures. */
  event: 'figures',
  connecting: '正在连接…',
  live: '实时',
  reconnecting: '连接已断开，正在重连…',
} as const;

/**
 * The data wall's push (admin only: spec section 6): `GET`, answered as server-sent events, a
 * `figures` event with WallFigures at once and again after every change of the rows (at most
 * `PUSH_INTERVAL_MS` apart). Defined here (CONTRACT.md "Statistics and the data wall").
 */
export const panelDataApi = {
  events: call.get<WallFigures>('/api/admin/panelData/getPanelEvents', ADMIN_ACCESS.platform),
};
