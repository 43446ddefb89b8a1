import { Result, Spin } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageDrawer } from '@console/sdk/kit';
import { recordApi, type RecordingInfo } from '../contract';
import { AT_PARAM, momentOf, PLAY_PARAM, withoutMoment } from './moment';

// wavesurfer.js and the player come in their own chunk, fetched when a player first opens: a list of
// hundreds of records loads no audio, no waveform and no player code.
const PlayerView = lazy(() => import('./PlayerView'));

/** One recording in the player: its audio address, waveform and marks asked for when it opens. */
export function RecordingPlayer({ recordId, at }: { recordId: number; at: number }) {
  const [state, setState] = useState<{ info?: RecordingInfo; failed?: string }>({});
  useEffect(() => {
    let live = true;
    recordApi.recordingInfo({ id: recordId }).then(
      ({ data }) => live && setState({ info: data }),
      (error: unknown) => live && setState({ failed: error instanceof Error && error.message ? error.message : '录音加载失败' }),
    );
    return () => {
      live = false;
    };
  }, [recordId]);
  if (state.failed) return <Result status="info" title={state.failed} />;
  const loading = (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin /> 正在加载录音…
    </div>
  );
  if (!state.info) return loading;
  return (
    <Suspense fallback={loading}>
      <PlayerView info={state.info} at={at} />
    </Suspense>
  );
}

/** Opens a record's player on this page (the address says which, so back closes it and a link opens it). */
export function useOpenRecording(): (recordId: number) => void {
  const [, setSearch] = useSearchParams();
  return useCallback(
    (recordId: number) =>
      setSearch((current) => {
        const next = withoutMoment(current);
        next.set(PLAY_PARAM, String(recordId));
        next.set(AT_PARAM, '0');
        return next;
      }),
    [setSearch],
  );
}

/** The player's drawer over a records list: open while the address names a record (`?play=<id>&at=<s>`). */
export function RecordingDrawer() {
  const [search, setSearch] = useSearchParams();
  const moment = momentOf(search);
  return (
    <PageDrawer
      title={moment ? `通话录音 #${moment.recordId}` : '通话录音'}
      open={moment !== null}
      onClose={() => setSearch(withoutMoment(search))}
      size={760}
      destroyOnHidden
    >
      {moment && <RecordingPlayer key={moment.recordId} recordId={moment.recordId} at={moment.seconds} />}
    </PageDrawer>
  );
}
