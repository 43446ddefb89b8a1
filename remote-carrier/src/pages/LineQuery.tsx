import { createResourcePage, type FilterField, type Page, type ResourcePageConfig, type SummaryItem } from '@console/sdk/kit';
import { LINE_QUERY, lineNumber, lineQueryApi, OPERATORS, type LineNumberRow, type LineQueryMissing } from '../contract';

type Query = Record<string, unknown>;
type Lookup = (typeof LINE_QUERY)[keyof typeof LINE_QUERY];

/** The numbers a query asks about: one, or many separated by commas or spaces (a column pasted from a sheet arrives space-separated). */
export const LINE_QUERY_FILTER: FilterField = { kind: 'text', name: 'phoneNumbers', label: '号码', placeholder: '一个或多个号码，用逗号或空格分隔' };

const asked = (query: Query) =>
  String(query.phoneNumbers ?? '')
    .split(/[\s,，;；]+/)
    .filter(Boolean);

/** 查询号码 / 未找到: how many numbers were asked about and which of them the line does not know. */
export async function missingSummary(lookup: Lookup, query: Query): Promise<SummaryItem[]> {
  if (!asked(query).length) return [];
  const { customData } = (await lookup({ ...query, pageIndex: 1, pageSize: 1 } as never)) as { customData?: LineQueryMissing };
  const missing = customData?.missing ?? [];
  return [
    { title: '查询号码', value: customData?.asked ?? 0, suffix: '个' },
    { title: '未找到', value: missing.length, suffix: '个', alert: missing.length > 0 },
    ...(missing.length ? [{ title: '未找到的号码', value: missing.slice(0, 10).join('、') + (missing.length > 10 ? ' 等' : ''), text: true }] : []),
  ];
}

/** The CC line answers one number through `phoneInfo`, a batch through its user list. */
export async function ccLookup(query: Query): Promise<Page<LineNumberRow>> {
  const numbers = asked(query);
  if (numbers.length === 1) {
    const answer = await lineQueryApi.phoneInfo({ phone: numbers[0]! }).catch(() => undefined);
    if (answer?.code === 200) return { list: [answer.data], total: 1 };
  }
  return (await lineQueryApi.xsAxb(query as never)).data;
}

/**
 * 号码查询: one page for every brand with a query page (OPERATORS, kind query): what the brand's
 * line says about one number or a pasted batch (without numbers: every number of the line in reach),
 * and which numbers it does not know.
 */
export default createResourcePage((params): ResourcePageConfig<LineNumberRow, typeof lineNumber> => {
  const member = OPERATORS.of(params);
  const key = member.key as keyof typeof LINE_QUERY;
  const lookup = LINE_QUERY[key];
  const brand = key === 'WN' || key === 'CY' ? { operator: key } : undefined;
  return {
    resource: lineNumber,
    noun: '号码',
    params: brand,
    list: key === 'CC' ? ccLookup : lookup,
    filters: [LINE_QUERY_FILTER],
    summary: { call: lookup, load: (query) => missingSummary(lookup, { ...query, ...brand }) },
  };
});
