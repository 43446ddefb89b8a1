import { createResourcePage, ResourcePage } from '@console/sdk/kit';
import { MARKER_TEXTS, markerApi, markerQueries, reportedNumbers, type MarkerQueried, type MarkerQueryRow } from '../contract';

/**
 * 查询队列: the queries of more than MARKER_INSTANT_MAX numbers, paid when accepted and answered by the
 * backend in order (urgent first); a waiting one shows its place and may be hurried (加急, for a fee).
 */
export function MarkerQueue() {
  return (
    <ResourcePage<MarkerQueryRow, typeof markerQueries>
      resource={markerQueries}
      noun="查询"
      list={markerApi.queueList}
      ownState
      // The queue moves by itself: asked again while a query on screen waits or is being answered.
      live={(rows) => rows.some((row) => row.status !== '已完成')}
      rowActions={[
        {
          label: '加急',
          call: markerApi.JumpQueue,
          visible: (row) => row.status === '排队中' && !row.urgent,
          confirm: (row) => MARKER_TEXTS.urgentConfirm(row.total),
          run: (row) => markerApi.JumpQueue({ id: row.id }),
          successMessage: MARKER_TEXTS.urgentDone,
        },
      ]}
    />
  );
}

/**
 * 号码报备 (/reportNumber): numbers sent to the marker service (addQuery), one query of the agent's
 * marker balance each; up to MARKER_INSTANT_MAX answered at once and recorded (the records are
 * /tagQuery's, by who asked), more queued (查询队列).
 */
export default createResourcePage({
  resource: reportedNumbers,
  noun: '报备号码',
  list: markerApi.reportList,
  form: {
    add: {
      call: markerApi.addQuery,
      label: '报备查询',
      // The platform has no marker balance of its own: its agents query.
      when: (user) => user.role !== 'admin',
      successMessage: (result) => MARKER_TEXTS.queried((result as { data: MarkerQueried }).data),
    },
  },
  summary: {
    call: markerApi.getAgentMarkerPrice,
    load: async () => {
      const { data } = await markerApi.getAgentMarkerPrice();
      return [
        { title: '剩余查询次数', value: data.balance, alert: data.balance === 0 },
        { title: '单价（元/次）', value: data.price.toFixed(2) },
      ];
    },
  },
  exporter: markerApi.reportExport,
  panels: [{ label: '查询队列', call: markerApi.queueList, width: 1100, content: () => <MarkerQueue /> }],
});
