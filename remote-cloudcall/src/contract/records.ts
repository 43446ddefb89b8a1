import { call, defineResource, enumOf, type Fields } from '@console/sdk/contract';
import { COMPANY_FIELD, STAFF_FIELD } from '@console/sdk/contract/parties';
import { CALL_FAMILY } from './families';

/** How a call ended (filter, tag colour; the seed's values). */
export const CALL_STATUS = enumOf([
  { value: '已接通', label: '已接通', color: 'green' },
  { value: '未接通', label: '未接通', color: 'default' },
  { value: '忙线', label: '忙线', color: 'orange' },
  { value: '拒接', label: '拒接', color: 'red' },
  { value: '空号', label: '空号', color: 'volcano' },
]);
export const CALL_RISK = enumOf([
  { value: 1, label: '风险', color: 'red' },
  { value: 0, label: '正常', color: 'green' },
]);
export const RISK_LEVEL = enumOf([
  { value: '高', label: '高', color: 'red' },
  { value: '中', label: '中', color: 'orange' },
  { value: '低', label: '低', color: 'blue' },
]);
export const RISK_HANDLED = enumOf([
  { value: 0, label: '未处理', color: 'orange' },
  { value: 1, label: '已处理', color: 'green' },
]);
export const RISK_KIND = enumOf([
  { value: '号码', label: '号码', color: 'blue' },
  { value: '客户', label: '客户', color: 'purple' },
]);

/** A call's recording: playable, none, or closed (关闭录音: never played again, the player is not offered). */
export const HAS_RECORDING = enumOf([
  { value: 1, label: '有录音', color: 'blue' },
  { value: 0, label: '无录音', color: 'default' },
  { value: 2, label: '已关闭', color: 'red' },
]);

/** The filters every records page shares (/record, /record2, /recording, /GM): a call's time range is its 呼叫时间. */
const RECORD_FILTERS = {
  companyId: { ...COMPANY_FIELD, row: false },
  userId: { ...STAFF_FIELD, label: '坐席', row: false },
  minDuration: { label: '通话时长≥（秒）', kind: 'number', filter: true, row: false, min: 0, whole: true },
  maxDuration: { label: '通话时长≤（秒）', kind: 'number', filter: true, row: false, min: 0, whole: true },
} as const;

/** A call record (/record), with its bill when it is a cloud call: scoped by the backend to the user's agent, company or self. */
export const callRecords = defineResource({
  caller: { label: '主叫号码', kind: 'code', filter: true, max: 20 },
  callee: { label: '被叫号码', kind: 'code', filter: true, max: 20 },
  ...RECORD_FILTERS,
  username: { label: '坐席', kind: 'text' },
  companyName: { label: '企业', kind: 'text' },
  startTime: { label: '呼叫时间', kind: 'dateTime' },
  durationSeconds: { label: '通话时长', kind: 'duration' },
  status: { label: '通话状态', kind: 'enum', values: CALL_STATUS },
  risk: { label: '风险', kind: 'enum', values: CALL_RISK },
  // A cloud call's bill, the figures its family's consumption page shows (billCall).
  family: { label: '云呼类型', kind: 'enum', values: CALL_FAMILY },
  templateName: { label: '模板', kind: 'text' },
  units: { label: '计费次数', kind: 'number' },
  unitPrice: { label: '单价（元/计费单位）', kind: 'number', sort: false },
  charge: { label: '费用（元）', kind: 'money' },
  hasRecording: { label: '录音', kind: 'enum', values: HAS_RECORDING },
});

/** A risky call (/riskList2): a call record the inspection flagged, with its keyword matches and AI findings (its marks). */
export const riskRecords = defineResource({
  caller: { label: '主叫号码', kind: 'code', filter: true, max: 20 },
  callee: { label: '被叫号码', kind: 'code', filter: true, max: 20 },
  keyword: { label: '命中关键词', kind: 'text', filter: true, max: 20, sort: false },
  ...RECORD_FILTERS,
  username: { label: '坐席', kind: 'text' },
  companyName: { label: '企业', kind: 'text' },
  startTime: { label: '呼叫时间', kind: 'dateTime' },
  durationSeconds: { label: '通话时长', kind: 'duration' },
  aiFindings: { label: 'AI质检结果', kind: 'text', sort: false },
  hasRecording: { label: '录音', kind: 'enum', values: HAS_RECORDING },
});

/** How a mark on a recording's timeline came to be: a reviewer's note or verdict, or the machine's hits. */
export const MARK_KIND = enumOf([
  { value: 'note', label: '备注', color: '#1677ff' },
  { value: 'verdict', label: '结论', color: '#722ed1' },
  { value: 'ai', label: 'AI质检', color: '#cf1322' },
  { value: 'keyword', label: '关键词', color: '#ad4e00' },
]);
/** What a reviewer may pin (the machine writes ai and keyword marks). */
export const PINNED_KINDS = ['note', 'verdict'] as const;

/** A recording (/recording, /GM): a connected call with its audio; the player opens in the list. */
export const recordings = defineResource({
  caller: { label: '主叫号码', kind: 'code', filter: true, max: 20 },
  callee: { label: '被叫号码', kind: 'code', filter: true, max: 20 },
  ...RECORD_FILTERS,
  username: { label: '坐席', kind: 'text' },
  companyName: { label: '企业', kind: 'text' },
  startTime: { label: '呼叫时间', kind: 'dateTime' },
  durationSeconds: { label: '通话时长', kind: 'duration' },
  risk: { label: '风险', kind: 'enum', values: CALL_RISK },
  marks: { label: '标记数', kind: 'number', sort: true },
});

/** A mark on a recording's timeline. */
export interface RecordingMark {
  id: number;
  atMs: number;
  kind: 'note' | 'verdict' | 'ai' | 'keyword';
  text: string;
  /** Who pinned it (empty for the machine's marks). */
  username: string;
  createdAt: string;
  /** Whether this user may remove it (their own note or verdict). */
  mine: boolean;
}

/** What the player needs to open a recording: a signed address of its audio, its length, waveform and marks. */
export interface RecordingInfo {
  id: number;
  /** `GET /api/record/audio?…`: signed for this user and this file, served with range requests (audio/mpeg). */
  url: string;
  durationMs: number;
  /** The waveform, `peaksPerSecond` values from 0 to 1 a second: the player draws it without downloading the audio. */
  peaks: number[];
  peaksPerSecond: number;
  marks: RecordingMark[];
}

/** The figures of /record2 for the current search. */
export interface RecordFigure {
  value: number;
}

/** Refusals of the records and recordings calls (the page and the backend say the same). */
export const RECORD_TEXTS = {
  noRecording: '该通话没有录音',
  durationBounds: '通话时长的下限不能大于上限',
  noRecordingFile: '录音不存在',
  badMoment: '标记时间超出录音时长',
  markKind: '标记类型不正确',
  notMine: '只能删除自己添加的标记',
  alreadyBlocked: '该客户号码已在黑名单中',
  blockReason: '通话记录拉黑',
  /** 关闭录音: refused when already closed; `recordingInfo` says `${closed}：<reason>`. */
  closed: '该录音已关闭',
  /** The audio of a closed recording: HTTP 410 with this message. */
  audioClosed: '录音已关闭',
} as const;

/** 关闭录音 (`recordApi.close`): the row action, its form and its warning (the page and the backend say the same). */
export const CLOSE_TEXTS = {
  action: '关闭录音',
  reason: '关闭原因',
  warning: '关闭后任何人都无法再收听该录音，且无法撤销。',
  done: '录音已关闭',
} as const;
/** What 关闭录音 asks (the dialog and the backend): the reason, kept with the record (≤ 200 characters). */
export const CLOSE_FIELDS = {
  reason: { label: CLOSE_TEXTS.reason, kind: 'longText', required: true, max: 200, extra: CLOSE_TEXTS.warning },
} as const satisfies Fields;

/** /record2 (role-gated, the spec gives no list: the roles that supervise staff calls, ledger note); /GM: gm only (spec section 6). */
export const RECORD_ACCESS = {
  record2: ['admin', 'agent', 'subAgent', 'company', 'department'],
  gm: ['gm'],
  /** Who puts a customer on the blacklist from a record: everyone with business rows (not oem, not gm). */
  block: ['admin', 'agent', 'subAgent', 'company', 'department', 'normal'],
} as const;

/** A risky call found by inspection (/riskList). */
export const riskCalls = defineResource({
  callee: { label: '被叫号码', kind: 'code', filter: true, max: 20 },
  caller: { label: '主叫号码', kind: 'code' },
  username: { label: '坐席', kind: 'text' },
  companyName: { label: '企业', kind: 'text' },
  keyword: { label: '命中关键词', kind: 'text' },
  level: { label: '风险等级', kind: 'enum', values: RISK_LEVEL },
  handled: { label: '处理状态', kind: 'enum', values: RISK_HANDLED },
  createdAt: { label: '发现时间', kind: 'dateTime' },
  // Numbers and customers; handling an entry writes who and when (issue 62, contract/inspection.ts).
  kind: { label: '名单类型', kind: 'enum', values: RISK_KIND },
  customerName: { label: '客户名称', kind: 'text', filter: true, max: 30 },
  handledBy: { label: '处理人', kind: 'text' },
  handledAt: { label: '处理时间', kind: 'dateTime' },
  handleNote: { label: '处理说明', kind: 'text', width: 180 },
});

/** Records and inspection (spec section 7). */
export const recordApi = {
  queryRequest: call.list('/api/record/queryRequest', 'loggedIn', callRecords, 'POST'),
  /** The risky calls (/riskList2): call records flagged risky, with their keyword and AI marks. */
  riskRecord: call.list('/api/record/riskRecord', 'loggedIn', riskRecords, 'POST'),
  /** The records of the search as an .xlsx file (the list's columns; phone numbers stay text). */
  exportRecords: call.sheet('/api/record/exportRecords', 'loggedIn', callRecords),
  /** The recordings of /recording and /GM (connected calls with audio; gm sees every company's). */
  recordingList: call.list('/api/record/recordingList', 'loggedIn', recordings, 'POST'),
  /** The longest call of the search (seconds), /record2's figure. */
  maximumRecord: call.post<RecordFigure>('/api/record/maximumRecord', 'loggedIn'),
  /** Calls connected today in the search, /record2's figure. */
  completeToday: call.post<RecordFigure>('/api/record/completeToday', 'loggedIn', '查询今日接通'),
  /** Share (percent, one decimal) of the search's calls that have a playable recording (a closed one is not), /record2's figure. */
  recordingRatio: call.post<RecordFigure>('/api/record/recordingRatio', 'loggedIn', '查询录音占比'),
  /** Puts a record's callee on the blacklist of the record's company, once. */
  blockCustomers: call.post<null, { id: number }>('/api/record/blockCustomers', RECORD_ACCESS.block, '拉黑客户'),
  /**
   * 关闭录音: a recording is closed for good (a customer's deletion request, a call that must not be heard
   * again); its marks are deleted. The roles that supervise staff calls (those of /record2), never staff, oem or gm.
   */
  close: call.post<null, { id: number; reason: string }>('/api/record/close', RECORD_ACCESS.record2, CLOSE_TEXTS.action),
  /** Opens a recording in the player. */
  recordingInfo: call.post<RecordingInfo, { id: number }>('/api/record/recordingInfo', 'loggedIn'),
  /** Pins a note or a verdict to a moment of a recording. */
  addMark: call.post<RecordingMark, { recordId: number; atMs: number; kind: string; text: string }>('/api/record/addMark', 'loggedIn', '添加录音标记'),
  /** Removes one's own note or verdict. */
  deleteMark: call.post<null, { id: number }>('/api/record/deleteMark', 'loggedIn', '删除录音标记'),
  /** The audio itself (a signed address, or a logged-in request): never called by a page, the player's <audio> reads it. */
  audio: call.get('/api/record/audio', 'public', '获取录音'),
  riskList: call.list('/api/record/riskList', 'loggedIn', riskCalls, 'POST'),
};
