import { ResourcePage, type ResourcePageConfig, type RouteParams, type RowOf } from '@console/sdk/kit';
import { useMemo, useRef } from 'react';
import { recordApi, recordings } from '../contract';
import { closeRecordingAction } from '../player/closeAction';
import { RecordingDrawer, useOpenRecording } from '../player/RecordingDrawer';

type Row = RowOf<typeof recordings> & { id: number };

/**
 * The recordings (`POST /api/record/recordingList`): /recording for everyone's own scope, /GM for the
 * platform's recording specialist (`props.platform`: every company's, so no company or staff picker,
 * which answer gm nothing). A row's player opens over the list.
 */
export function recordingsPage(open: (id: number) => void, platform: boolean): ResourcePageConfig<Row, typeof recordings> {
  return {
    resource: recordings,
    noun: '录音',
    list: recordApi.recordingList,
    filters: platform ? ['caller', 'callee', 'startTime', 'minDuration', 'maxDuration', 'risk'] : undefined,
    // Every listed recording is playable; 关闭录音 is offered to the roles that may close (never gm on /GM).
    rowActions: [{ label: '播放', run: (row) => open(row.id) }, closeRecordingAction<Row>()],
  };
}

export default function Recordings({ params = {} }: { params?: RouteParams }) {
  const open = useOpenRecording();
  const opener = useRef(open);
  opener.current = open;
  const platform = params.platform === true;
  const config = useMemo(() => recordingsPage((id) => opener.current(id), platform), [platform]);
  return (
    <>
      <ResourcePage<Row, typeof recordings> {...config} />
      <RecordingDrawer />
    </>
  );
}
