import { render } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callbackApi, STORAGE_KEYS, type Reminder } from '@console/sdk';
import { resourceFilters, resourceForm, toQueryParams } from '@console/sdk/kit';
import { listFetch } from '@console/sdk/kit';
import { declaredList, pageOf } from '@console/sdk/kit/testing';
import { crmTemplate, crmTemplateApi, customer, DICTIONARY, type ColumnConfig, type CrmSum, type CustomerRow, type CustomFieldRow } from '../contract';

const api = vi.hoisted(() => ({
  list: vi.fn(),
  operationRecord: vi.fn(),
  RecoveryRecord: vi.fn(),
  followList: vi.fn(),
  qualityControl: vi.fn(),
  dictionary: vi.fn(),
  fields: vi.fn(),
  templates: vi.fn(),
}));
vi.mock('../contract', async (importOriginal) => {
  const original = await importOriginal<typeof import('../contract')>();
  return {
    ...original,
    intentionCustomerApi: {
      ...original.intentionCustomerApi,
      list: Object.assign(api.list, { ...original.intentionCustomerApi.list }),
      operationRecord: Object.assign(api.operationRecord, { ...original.intentionCustomerApi.operationRecord }),
      RecoveryRecord: Object.assign(api.RecoveryRecord, { ...original.intentionCustomerApi.RecoveryRecord }),
      followList: Object.assign(api.followList, { ...original.intentionCustomerApi.followList }),
      qualityControl: Object.assign(api.qualityControl, { ...original.intentionCustomerApi.qualityControl }),
    },
    crmDictionaryApi: { ...original.crmDictionaryApi, list: Object.assign(api.dictionary, { ...original.crmDictionaryApi.list }) },
    customFieldApi: { ...original.customFieldApi, list: Object.assign(api.fields, { ...original.customFieldApi.list }) },
    // A mocked contract entry keeps its declaration (the kit calls entries by their spec).
    crmTemplateApi: { ...original.crmTemplateApi, list: Object.assign(api.templates, { ...original.crmTemplateApi.list }) },
  };
});

const { CUSTOMER_FILTERS, customerFetch } = await import('./Customers');
const { customerColumns, customerFormFields, customerFormValues } = await import('../shared/customerColumns');
const { parseCsv } = await import('@console/sdk/kit');
const { default: CrmRecords } = await import('./CrmRecords');
const { recoveryFetch, ruleToValues } = await import('./AutomaticRecycling');
const { dictionaryFetch } = await import('./CrmDictionary');
const { default: CustomFields } = await import('./CustomFields');
const { default: FollowProgress } = await import('./FollowProgress');
const { reminderFetch, reminderPage, REMINDER_FIELDS } = await import('./ReturnVisit');
const { default: QualityControl } = await import('./QualityControl');
const { statisticsCharts, statisticsRequest } = await import('./CrmStatistics');
const { TEMPLATE_FILTERS } = await import('./Templates');
const templateFetch = listFetch(crmTemplateApi.list);

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset().mockResolvedValue(pageOf([]));
});

const paging = { pageIndex: 2, pageSize: 20 };

describe('customer lists (/customer, /CRMHigh, /CRMDepartmentHigh)', () => {
  it('sends the search form and the pool; answers the rows', async () => {
    const row = { id: 1, name: '张三' };
    api.list.mockResolvedValue(pageOf([row], 41));
    const params = toQueryParams(resourceFilters(customer, CUSTOMER_FILTERS), {
      name: ' 张 ',
      source: '展会',
      tags: '',
      createdAt: [dayjs('2026-11-01'), dayjs('2026-11-03')],
    });
    expect(await customerFetch('high')({ ...params, ...paging })).toEqual({ list: [row], total: 41 });
    expect(api.list).toHaveBeenCalledWith({
      name: '张',
      source: '展会',
      createdAtFrom: '2026-11-01 00:00:00',
      createdAtTo: '2026-11-03 23:59:59',
      pool: 'high',
      ...paging,
    });
  });

  const config: ColumnConfig[] = [
    { key: 'phone', label: '手机', kind: 'text', options: [], required: true, visible: true, sort: 20, builtin: true },
    { key: 'name', label: '客户', kind: 'text', options: [], required: true, visible: true, sort: 10, builtin: true },
    { key: 'remark', label: '备注', kind: 'text', options: [], required: false, visible: false, sort: 30, builtin: true },
    { key: 'ownerName', label: '负责人', kind: 'text', options: [], required: false, visible: true, sort: 40, builtin: true },
    { key: 'amount', label: '金额', kind: 'number', options: [], required: false, visible: true, sort: 45, builtin: true },
    { key: 'level', label: '客户等级', kind: 'select', options: ['A类', 'B类'], required: true, visible: true, sort: 50, builtin: false },
  ];

  it('draws the configured columns in order, with their titles, and custom values from extra', () => {
    const columns = customerColumns(config, 'mine', true);
    expect(columns.map((column) => column.title)).toEqual(['客户', '手机', '负责人', '金额', '客户等级', '部门']);
    expect(columns.find((column) => column.title === '金额')?.sorter).toBe(true);
    const row = { extra: { level: 'A类' } } as unknown as CustomerRow;
    const { container } = render(<>{(columns[4].render as (value: unknown, row: CustomerRow) => React.ReactNode)(undefined, row)}</>);
    expect(container.textContent).toBe('A类');
  });

  it('drops the owner in a pool, and adds the company above company level', () => {
    expect(customerColumns(config, 'high', false).map((column) => column.title)).toEqual(['客户', '手机', '金额', '客户等级', '所属企业']);
    expect(customerColumns(config, 'department', true).map((column) => column.title)).toContain('部门');
  });

  it('asks the custom fields in the form and fills an edit from the row', () => {
    const fields = customerFormFields({ sources: ['展会'], progress: ['初次接触'], tags: ['老客户'], columns: config });
    expect(fields.map((field) => field.name)).toEqual([
      'name',
      'phone',
      'company',
      'source',
      'progress',
      'tags',
      'amount',
      'nextFollowAt',
      'remark',
      'field_level',
    ]);
    expect(fields.at(-1)).toMatchObject({
      label: '客户等级',
      required: true,
      kind: 'select',
      options: [
        { value: 'A类', label: 'A类' },
        { value: 'B类', label: 'B类' },
      ],
    });
    const values = customerFormValues(
      { name: '张三', phone: '13800000000', tags: '老客户,重点', extra: { level: 'B类' }, nextFollowAt: '', source: '' } as unknown as CustomerRow,
      config,
    );
    expect(values).toMatchObject({ tags: ['老客户', '重点'], field_level: 'B类', nextFollowAt: undefined, source: undefined });
  });

  it('reads a filled-in template: quoted cells, BOM, blank lines', async () => {
    expect(await parseCsv('\uFEFF客户名称,手机号,备注\r\n张三,13800000000,"含,逗号"\r\n\r\n李四,13900000000,\r\n')).toEqual({
      header: ['客户名称', '手机号', '备注'],
      rows: [
        ['张三', '13800000000', '含,逗号'],
        ['李四', '13900000000', ''],
      ],
    });
    await expect(parseCsv('')).rejects.toThrow('文件是空的');
  });
});

describe('records (/release, /operationRecord, /automaticRecycling)', () => {
  it('asks /release for releases only, /operationRecord for what the form says', async () => {
    const [releases, all] = [declaredList(CrmRecords, { kind: 'release' }), declaredList(CrmRecords, { kind: 'all' }, { insideCompany: true })];
    await releases.fetch({ ...toQueryParams(releases.filters, { toPool: 'department' }), ...paging });
    expect(api.operationRecord).toHaveBeenLastCalledWith({ toPool: 'department', action: '释放', ...paging });
    await all.fetch({ ...toQueryParams(all.filters, { action: '领取', target: '线索' }), ...paging });
    expect(api.operationRecord).toHaveBeenLastCalledWith({ action: '领取', target: '线索', ...paging });
    expect(all.columns.map((column) => column.title)).not.toContain('所属企业');
  });

  it('reads the recycling record and holds the rule as the form does', async () => {
    api.RecoveryRecord.mockResolvedValue(pageOf([{ id: 9 }]));
    expect(await recoveryFetch({ recordName: '王', ...paging })).toEqual({ list: [{ id: 9 }], total: 1 });
    expect(api.RecoveryRecord).toHaveBeenCalledWith({ recordName: '王', ...paging });
    expect(
      ruleToValues({ companyId: 1, enabled: true, noFollowDays: 30, targetPool: 'high', excludeProgress: ['已成交'], lastRunAt: '', updatedAt: '' }),
    ).toEqual({
      enabled: true,
      noFollowDays: 30,
      targetPool: 'high',
      excludeProgress: ['已成交'],
    });
  });
});

describe('configuration (/CRMsource, /tag, /customTag, /modou, /followProgress)', () => {
  it('asks for one kind of list and refuses commas in a name', async () => {
    await dictionaryFetch('tag')({ name: '重点', ...paging });
    expect(api.dictionary).toHaveBeenCalledWith({ name: '重点', kind: 'tag', ...paging });
    const [name] = resourceForm(DICTIONARY.source);
    expect(name).toMatchObject({ label: '来源名称', required: true });
    expect(resourceForm(DICTIONARY.tag)[0].label).toBe('标签名称');
    expect((name.rules?.[0] as { pattern: RegExp }).pattern.test('a,b')).toBe(false);
  });

  it('lets a built-in field change only its title, visibility and order', async () => {
    const fields = declaredList(CustomFields);
    const formOf = (row: Partial<CustomFieldRow>) => {
      const items = fields.declared.form?.fields;
      return typeof items === 'function' ? items(row as CustomFieldRow) : items;
    };
    expect(formOf({ builtin: true })).toEqual(['label', 'visible', 'sort']);
    expect(formOf({ builtin: false })).toEqual(['label', 'kind', 'options', 'required', 'visible', 'sort']);
    await fields.fetch({ ...toQueryParams(fields.filters, { builtin: 0, label: '等级' }), ...paging });
    expect(api.fields).toHaveBeenCalledWith({ builtin: 0, label: '等级', ...paging });
  });

  it('filters templates and follow-ups on the server', async () => {
    await templateFetch({ ...toQueryParams(resourceFilters(crmTemplate, TEMPLATE_FILTERS), { type: '短信模板', enabled: 0 }), ...paging });
    expect(api.templates).toHaveBeenCalledWith({ type: '短信模板', enabled: 0, ...paging });
    const follows = declaredList(FollowProgress);
    await follows.fetch({
      ...toQueryParams(follows.filters, { way: '微信', customerPhone: '138', createdAt: [dayjs('2026-01-01'), null] }),
      ...paging,
    });
    expect(api.followList).toHaveBeenCalledWith({ way: '微信', customerPhone: '138', createdAtFrom: '2026-01-01 00:00:00', ...paging });
  });
});

describe('return visits (/returnVisit)', () => {
  const reminder = (id: number, name: string, date: string): Reminder => ({ id, name, phone: `1380000000${id}`, remark: '', date, type: 'work' });
  const list = [reminder(1, '回访张三', '2026-12-02 10:00:00'), reminder(2, '回访李四', '2026-11-01 09:00:00'), reminder(3, '报价王五', '2026-12-01 09:00:00')];

  it('filters, orders by time and pages the shared reminder list', () => {
    const now = dayjs('2026-11-20 00:00:00');
    expect(reminderPage(list, { pageIndex: 1, pageSize: 10 }, now).list.map((r) => r.id)).toEqual([2, 3, 1]);
    expect(reminderPage(list, { name: '回访', state: 'pending', pageIndex: 1, pageSize: 10 }, now)).toEqual({ list: [list[0]], total: 1 });
    expect(reminderPage(list, { state: 'past', pageIndex: 1, pageSize: 10 }, now).list.map((r) => r.id)).toEqual([2]);
    expect(reminderPage(list, { pageIndex: 2, pageSize: 2 }, now)).toEqual({ list: [list[0]], total: 3 });
    expect(reminderPage(list, { dateFrom: '2026-12-01 00:00:00', dateTo: '2026-12-01 23:59:59', pageIndex: 1, pageSize: 10 }, now).total).toBe(1);
  });

  it('searches by phone on the server (findCallBack with phone and userId), the rest over what it answers', async () => {
    localStorage.setItem(STORAGE_KEYS.userId, '8');
    const findCallBack = vi
      .spyOn(callbackApi, 'findCallBack')
      .mockResolvedValue({ code: 200, message: '', data: null, customData: [list[0], list[2]] } as never);
    expect(await reminderFetch(list, { phone: '138', name: '回访', pageIndex: 1, pageSize: 10 })).toEqual({ list: [list[0]], total: 1 });
    expect(findCallBack).toHaveBeenCalledWith({ phone: '138', userId: '8' });
    expect((await reminderFetch(list, { pageIndex: 1, pageSize: 10 })).total).toBe(3);
    expect(findCallBack).toHaveBeenCalledTimes(1);
    findCallBack.mockRestore();
  });

  it('asks title and time with the spec’s messages', () => {
    expect(REMINDER_FIELDS.filter((field) => field.required).map((field) => field.requiredMessage)).toEqual(['请填写提醒标题', '请选择有效的时间']);
  });
});

describe('quality control and statistics', () => {
  it('asks for overdue customers unless another problem is chosen', async () => {
    const quality = declaredList(QualityControl);
    await quality.fetch({ ...paging });
    expect(api.qualityControl).toHaveBeenLastCalledWith({ issue: 'overdue', ...paging });
    await quality.fetch({ issue: 'duplicate', ...paging });
    expect(api.qualityControl).toHaveBeenLastCalledWith({ issue: 'duplicate', ...paging });
  });

  it('sends whole days and draws getCrmSum as charts', () => {
    expect(statisticsRequest([dayjs('2026-11-01 15:00'), dayjs('2026-11-30 08:00')])).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(statisticsRequest([dayjs('2026-11-01'), dayjs('2026-11-30')], 7)).toMatchObject({ companyId: 7 });
    const sum = {
      byProgress: [{ progress: '初次接触', count: 3 }],
      bySource: [{ source: '', count: 2 }],
      trend: [{ date: '2026-11-01', customers: 1, follows: 4 }],
    } as unknown as CrmSum;
    const charts = statisticsCharts(sum);
    expect(charts.progress.series[0].data).toEqual([{ name: '初次接触', value: 3 }]);
    expect(charts.source.xAxis.data).toEqual(['未设置']);
    expect(charts.trend.xAxis.data).toEqual(['11-01']);
    expect(charts.trend.series.map((series) => series.data)).toEqual([[1], [4]]);
  });
});
