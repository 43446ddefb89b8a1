import {
  createResourcePage,
  DATE_TIME_FORMAT,
  formatMoney,
  ListPage,
  listFetch,
  resourceColumns,
  rowAction,
  searchOptions,
  type FormField,
  type ResourcePageConfig,
  type RouteParams,
} from '@console/sdk/kit';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import {
  addMinutesFields,
  agentApi,
  agents,
  buyMonthsFields,
  buyRecords,
  useRecords,
  type AgentLevel,
  type AgentRow,
  type BuyRecordRow,
  type UseRecordRow,
} from '../contract';
import { AccountList } from './AdministratorAccount';

/** The route's level: /agent lists top-level agents, /subagent sub-agents (manifest props). */
export const levelOf = (params: RouteParams): AgentLevel => (params.level === 'subAgent' ? 'subAgent' : 'agent');

/** The agent above a new sub-agent, searched by name (its label says the seats it can still hand out). */
const parentField: FormField = { name: 'parentId', label: '上级代理', kind: 'select', required: true, search: searchOptions(agentApi.fetchInitAgent) };
/** A purchase's 金额 is paid from the agent's balance (the backend refuses it when short): the form says how much there is. */
const paidFrom = (row: AgentRow) => `金额从余额中扣除，当前余额 ${formatMoney(row.balance)} 元`;

function History({ agent }: { agent: AgentRow }) {
  const buys = useMemo(() => listFetch<BuyRecordRow>(agentApi.buyRecord, { agentId: agent.id }), [agent.id]);
  return (
    <ListPage<BuyRecordRow>
      rowKey="id"
      ownState
      fetch={buys}
      columns={resourceColumns(
        buyRecords,
        buyRecords.columns.map((c) => c.key).filter((key) => key !== 'agentName'),
      )}
    />
  );
}

function Usage({ agent }: { agent: AgentRow }) {
  const uses = useMemo(() => listFetch<UseRecordRow>(agentApi.useRecord, { agentId: agent.id }), [agent.id]);
  return (
    <ListPage<UseRecordRow>
      rowKey="id"
      ownState
      fetch={uses}
      columns={resourceColumns(useRecords, ['month', 'companyName', 'calls', 'connected', 'minutes'])}
    />
  );
}

/**
 * Agents (/agent, admin and oem) and sub-agents (/subagent, admin): one declaration, the level from the
 * route. A sub-agent is added under an agent and stays within what it holds (the backend refuses more).
 */
export default createResourcePage((params): ResourcePageConfig<AgentRow, typeof agents> => {
  const level = levelOf(params);
  const sub = level === 'subAgent';
  const noun = sub ? '子代理' : '代理商';
  const editable = ['name', 'contact', 'phone', 'seats', 'balance', 'status', 'validDate'] as const;
  return {
    resource: agents,
    noun,
    list: agentApi.list,
    params: { level },
    filters: sub ? ['name', 'phone', 'parentId', 'status', 'validDate', 'createdAt'] : ['name', 'phone', 'status', 'validDate', 'createdAt'],
    columns: [
      'name',
      'contact',
      'phone',
      ...(sub ? (['parentName'] as const) : []),
      'balance',
      'seats',
      'usedSeats',
      'callMinutes',
      'status',
      'validDate',
      'createdAt',
    ],
    form: {
      fields: (row) => (sub && !row ? [parentField, ...editable] : [...editable]),
      add: {
        call: agentApi.add,
        // A new agent starts with a year, a sub-agent with a month (within its agent's term, which the backend checks).
        initialValues: {
          status: 1,
          seats: 0,
          validDate: dayjs()
            .add(1, sub ? 'month' : 'year')
            .endOf('day')
            .format(DATE_TIME_FORMAT),
        },
        toRequest: (values) => ({ ...values, level }),
      },
      edit: { call: agentApi.update },
    },
    remove: { call: agentApi.delete, confirm: (row) => `确定删除${noun}「${row.name}」吗？` },
    rowActions: [
      rowAction({
        label: '购买月数',
        call: agentApi.buyMonths,
        form: { title: (row) => `购买月数：${row.name}（${paidFrom(row)}）`, fields: buyMonthsFields },
        run: (row, _context, values) => agentApi.buyMonths({ ...values, agentId: row.id }),
        successMessage: '有效期已延长',
      }),
      rowAction({
        label: '增加通话时长',
        call: agentApi.addValidCallTime,
        form: {
          title: (row) => `增加通话时长：${row.name}（${row.level === 'subAgent' ? '从上级代理的时长中划拨，' : ''}${paidFrom(row)}）`,
          fields: addMinutesFields,
        },
        run: (row, _context, values) => agentApi.addValidCallTime({ ...values, agentId: row.id }),
        successMessage: '通话时长已增加',
      }),
      {
        label: '登录账号',
        call: agentApi.account,
        drawer: { title: (row) => `登录账号：${row.name}`, content: (row) => <AccountList agentId={row.id} />, size: 1100 },
      },
      {
        label: '购买记录',
        call: agentApi.buyRecord,
        drawer: { title: (row) => `购买记录：${row.name}`, content: (row) => <History agent={row} />, size: 1100 },
      },
      { label: '使用记录', call: agentApi.useRecord, drawer: { title: (row) => `使用记录：${row.name}`, content: (row) => <Usage agent={row} />, size: 900 } },
    ],
    exporter: agentApi.exportAgents,
  };
});
