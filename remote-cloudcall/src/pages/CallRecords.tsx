import { formatDuration, ResourcePage, type ResourcePageConfig, type RouteParams, type RowOf } from '@console/sdk/kit';
import { useMemo, useRef } from 'react';
import { callRecords, recordApi } from '../contract';
import { closeRecordingAction } from '../player/closeAction';
import { RecordingDrawer, useOpenRecording } from '../player/RecordingDrawer';

type Row = RowOf<typeof callRecords> & { id: number };

/** The figures of /record2 for the current search: the longest call, today's connected calls, the share recorded. */
export async function recordFigures(query: Record<string, unknown>) {
  const [longest, today, ratio] = await Promise.all([recordApi.maximumRecord(query), recordApi.completeToday(query), recordApi.recordingRatio(query)]);
  return [
    { title: '最长通话', value: formatDuration(longest.data.value) },
    { title: '今日接通', value: today.data.value, suffix: '通' },
    { title: '录音占比', value: ratio.data.value, suffix: '%' },
  ];
}

/** The records list (`POST /api/record/queryRequest`), its player, 关闭录音 and blacklisting; /record2 adds the search's figures. */
export function recordsPage(open: (id: number) => void, figures: boolean): ResourcePageConfig<Row, typeof callRecords> {
  return {
    resource: callRecords,
    noun: '通话记录',
    list: recordApi.queryRequest,
    summary: figures ? { load: recordFigures } : undefined,
    exporter: recordApi.exportRecords,
    rowActions: [
      { label: '播放录音', visible: (row) => row.hasRecording === 1, run: (row) => open(row.id) },
      {
        label: '拉黑客户',
        call: recordApi.blockCustomers,
        confirm: (row) => `确定将客户号码 ${row.callee} 加入黑名单吗？`,
        run: (row) => recordApi.blockCustomers({ id: row.id }),
        successMessage: '已加入黑名单',
      },
      closeRecordingAction<Row>((row) => row.hasRecording === 1),
    ],
  };
}

/** Call records (/record, common; /record2 with its figures, `props.figures`). */
export default function CallRecords({ params = {} }: { params?: RouteParams }) {
  const open = useOpenRecording();
  // The declaration is made once: the player opens through the latest address.
  const opener = useRef(open);
  opener.current = open;
  const figures = params.figures === true;
  const config = useMemo(() => recordsPage((id) => opener.current(id), figures), [figures]);
  return (
    <>
      <ResourcePage<Row, typeof callRecords> {...config} />
      <RecordingDrawer />
    </>
  );
}
