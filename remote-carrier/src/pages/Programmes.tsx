import { createResourcePage, ListPage, listFetch, resourceColumns } from '@console/sdk/kit';
import { useMemo } from 'react';
import { markerApi, markerOptions, markerTopups } from '../contract';

type TopupRow = { id: number } & Record<string, unknown>;

/** The top-ups of the caller's marker account (admin: every agent's). */
function Topups() {
  const fetch = useMemo(() => listFetch<TopupRow>(markerApi.topupList), []);
  return <ListPage<TopupRow> rowKey="id" ownState fetch={fetch} columns={resourceColumns(markerTopups)} />;
}

/**
 * 方案管理 (/programmeManagement), decided where the spec names only the route: the marker programmes
 * an agent sells (agentOption, agentMarkerOption, deleteOption); buying one (topup) moves the buyer's
 * marker balance and writes its record (充值记录).
 */
export default createResourcePage({
  resource: markerOptions,
  noun: '方案',
  list: markerApi.agentOption,
  form: {
    add: { call: markerApi.agentMarkerOption, initialValues: { enabled: true } },
    edit: { call: markerApi.agentMarkerOption },
  },
  remove: { call: markerApi.deleteOption, confirm: (row) => `确定删除方案「${row.name}」吗？` },
  rowActions: [
    {
      label: '购买',
      call: markerApi.topup,
      visible: (row) => Boolean(row.enabled),
      confirm: (row) => `确定购买「${row.name}」（${row.queries} 次，${row.amount.toFixed(2)} 元）吗？`,
      run: (row) => markerApi.topup({ optionId: row.id }),
      successMessage: '充值成功',
    },
  ],
  summary: {
    call: markerApi.getAgentMarkerPrice,
    load: async () => {
      const { data } = await markerApi.getAgentMarkerPrice();
      return [
        { title: '剩余查询次数', value: data.balance },
        { title: '单价（元/次）', value: data.price.toFixed(2) },
      ];
    },
  },
  panels: [{ label: '充值记录', call: markerApi.topupList, width: 1000, content: () => <Topups /> }],
});
