import { createResourcePage } from '@console/sdk/kit';
import { MARKER_TEXTS, markerApi, reportedNumbers, type MarkerQueried } from '../contract';

/**
 * 号码报备 (/reportNumber): numbers sent to the marker service (addQuery), each answered at once and
 * recorded, one query of the agent's marker balance each; the records are /tagQuery's, by who asked.
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
});
