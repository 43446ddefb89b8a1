import { ResourcePage, type ResourcePageConfig, type RowOf } from '@console/sdk/kit';
import { useMemo, useRef } from 'react';
import { recordApi, riskRecords } from '../contract';
import { closeRecordingAction } from '../player/closeAction';
import { RecordingDrawer, useOpenRecording } from '../player/RecordingDrawer';

type Row = RowOf<typeof riskRecords> & { id: number };

/** The risky calls (`POST /api/record/riskRecord`): the call records inspection flagged, their hits, their player and 关闭录音. */
export function riskListPage(open: (id: number) => void): ResourcePageConfig<Row, typeof riskRecords> {
  return {
    resource: riskRecords,
    noun: '风险通话',
    list: recordApi.riskRecord,
    rowActions: [
      { label: '播放录音', visible: (row) => row.hasRecording === 1, run: (row) => open(row.id) },
      closeRecordingAction<Row>((row) => row.hasRecording === 1),
    ],
  };
}

export default function RiskList() {
  const open = useOpenRecording();
  const opener = useRef(open);
  opener.current = open;
  const config = useMemo(() => riskListPage((id) => opener.current(id)), []);
  return (
    <>
      <ResourcePage<Row, typeof riskRecords> {...config} />
      <RecordingDrawer />
    </>
  );
}
