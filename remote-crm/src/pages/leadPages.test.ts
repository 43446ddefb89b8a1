import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toQueryParams } from '@console/sdk/kit';
import { declaredList, pageOf } from '@console/sdk/kit/testing';
import { groupRegions, regionOfKey } from '../shared/regions';
import { batchCheckNames, poolAccount, type ClueView, type IndustryTemplateRow, type PoolAccountRow } from '../contract';

const api = vi.hoisted(() => ({
  clues: vi.fn(),
  webClue: vi.fn(),
  consultations: vi.fn(),
  collections: vi.fn(),
  highSeas: vi.fn(),
  search: vi.fn(),
  shops: vi.fn(),
  templates: vi.fn(),
  accounts: vi.fn(),
}));
vi.mock('../contract', async (importOriginal) => {
  const original = await importOriginal<typeof import('../contract')>();
  return {
    ...original,
    clueApi: { ...original.clueApi, list: Object.assign(api.clues, { ...original.clueApi.list }) },
    webClueApi: {
      ...original.webClueApi,
      webClue: Object.assign(api.webClue, { ...original.webClueApi.webClue }),
      consultationDetailed: Object.assign(api.consultations, { ...original.webClueApi.consultationDetailed }),
    },
    clueCollectionApi: { ...original.clueCollectionApi, list: Object.assign(api.collections, { ...original.clueCollectionApi.list }) },
    leadFindingApi: {
      ...original.leadFindingApi,
      highSeas: Object.assign(api.highSeas, { ...original.leadFindingApi.highSeas }),
      advancedSearch: Object.assign(api.search, { ...original.leadFindingApi.advancedSearch }),
      shopSearch: Object.assign(api.shops, { ...original.leadFindingApi.shopSearch }),
      templateList: Object.assign(api.templates, { ...original.leadFindingApi.templateList }),
      poolAccountList: Object.assign(api.accounts, { ...original.leadFindingApi.poolAccountList }),
    },
  };
});

const { default: Leads } = await import('./Leads');
/** A view (/clue mine, /cluePool pool, /assignLeads assign), as a user inside a company or not sees it. */
const leads = (view: ClueView, insideCompany = false) => declaredList(Leads, { view }, { insideCompany });
const { default: WebClues } = await import('./WebClues');
const { consultationFetch } = await import('./Consultations');
const { default: Collections } = await import('./Collections');
const { searchFetch, searchFilters, directoryColumns } = await import('./DirectorySearch');
const { SHOP_FILTERS, shopFetch } = await import('./ShopSearch');
const { default: IndustryTemplates } = await import('./IndustryTemplate');
const { templateQuery } = await import('../shared/directory');
const { default: PoolAccounts } = await import('./PoolAccount');
const { collectedText } = await import('../shared/collect');

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset().mockResolvedValue(pageOf([]));
});
const paging = { pageIndex: 1, pageSize: 10 };

describe('leads (/clue, /cluePool, /assignLeads)', () => {
  it('sends the view with the search form and answers the rows', async () => {
    api.clues.mockResolvedValue(pageOf([{ id: 3 }], 230));
    expect(await leads('pool').fetch({ ...toQueryParams(leads('pool').filters, { phone: '139', source: '导入' }), ...paging })).toEqual({
      list: [{ id: 3 }],
      total: 230,
    });
    expect(api.clues).toHaveBeenCalledWith({ phone: '139', source: '导入', view: 'pool', ...paging });
  });

  it('offers the filters each view needs', () => {
    expect(leads('pool').filters.map((field) => field.name)).not.toContain('status');
    expect(leads('assign').filters.find((field) => field.name === 'assigned')).toMatchObject({ label: '分配情况', kind: 'select' });
    expect(leads('pool', true).columns.map((column) => column.title)).not.toContain('跟进人');
    expect(leads('assign').columns.map((column) => column.title)).toEqual(expect.arrayContaining(['跟进人', '分配时间', '所属企业']));
  });
});

describe('web clues and consultations', () => {
  it('sends the web clue filters, and narrows consultations to one web clue', async () => {
    const webClues = declaredList(WebClues);
    await webClues.fetch({
      ...toQueryParams(webClues.filters, { channel: '抖音', lastVisitAt: [dayjs('2026-10-01'), dayjs('2026-10-31')] }),
      ...paging,
    });
    expect(api.webClue).toHaveBeenCalledWith({ channel: '抖音', lastVisitAtFrom: '2026-10-01 00:00:00', lastVisitAtTo: '2026-10-31 23:59:59', ...paging });
    await consultationFetch(12)({ phone: '138', ...paging });
    expect(api.consultations).toHaveBeenLastCalledWith({ phone: '138', webClueId: 12, ...paging });
    await consultationFetch()({ ...paging });
    expect(api.consultations).toHaveBeenLastCalledWith({ ...paging });
  });
});

describe('collections (/clueCollection, /highSeas)', () => {
  it('reads my collection or the high seas', async () => {
    const [mine, high] = [declaredList(Collections, { pool: 'mine' }), declaredList(Collections, { pool: 'high' })];
    await mine.fetch({ status: '未转化', ...paging });
    expect(api.collections).toHaveBeenCalledWith({ status: '未转化', ...paging });
    await high.fetch({ industry: '制造业', ...paging });
    expect(api.highSeas).toHaveBeenCalledWith({ industry: '制造业', ...paging });
    expect(high.filters.map((field) => field.name)).toEqual(['name', 'kind', 'province', 'industry']);
    expect(mine.filters.map((field) => field.label)).toEqual(['名称', '电话', '类别', '状态', '收集时间']);
  });
});

describe('lead finding', () => {
  it('searches by region, industry, capital and founding date (whole days: the backend compares the days)', async () => {
    const values = { province: '广东省', industry: '制造业', capitalMin: 100, capitalMax: 5000, foundedAt: [dayjs('2010-01-01'), dayjs('2020-12-31')] };
    const params = toQueryParams(searchFilters('advanced'), values);
    await searchFetch({ ...params, ...paging });
    expect(api.search).toHaveBeenCalledWith({
      province: '广东省',
      industry: '制造业',
      capitalMin: 100,
      capitalMax: 5000,
      foundedAtFrom: '2010-01-01 00:00:00',
      foundedAtTo: '2020-12-31 23:59:59',
      ...paging,
    });
  });

  it('looks a company up by name, legal person or phone in company search', () => {
    expect(searchFilters('company').map((field) => field.name)).toEqual(['name', 'legalPerson', 'phone', 'province', 'status']);
    expect(searchFilters('advanced').map((field) => field.label)).toContain('注册资本≥（万元）');
    expect(directoryColumns().find((column) => column.key === 'registeredCapital')?.title).toBe('注册资本（万元）');
  });

  it('searches shops by platform, sales and rating', async () => {
    await shopFetch({ ...toQueryParams(SHOP_FILTERS, { platform: '京东', salesMin: 0, ratingMin: 4.5 }), ...paging });
    expect(api.shops).toHaveBeenCalledWith({ platform: '京东', salesMin: 0, ratingMin: 4.5, ...paging });
  });

  it('turns a template into the search it saved', async () => {
    const row = {
      industry: '金融业',
      province: '',
      capitalMin: 100,
      capitalMax: null,
      foundedFrom: '2015-01-01',
      foundedTo: '',
    } as unknown as IndustryTemplateRow;
    expect(templateQuery(row)).toEqual({ industry: '金融业', capitalMin: 100, foundedAtFrom: '2015-01-01' });
    await declaredList(IndustryTemplates).fetch({ name: '广东', ...paging });
    expect(api.templates).toHaveBeenCalledWith({ name: '广东', ...paging });
  });

  it('groups the region counts for the map search, largest first', () => {
    const groups = groupRegions([
      { province: '浙江省', city: '杭州市', count: 3 },
      { province: '北京市', city: '北京市', count: 10 },
      { province: '浙江省', city: '宁波市', count: 5 },
    ]);
    expect(groups).toEqual([
      { province: '北京市', count: 10, cities: [{ city: '北京市', count: 10 }] },
      {
        province: '浙江省',
        count: 8,
        cities: [
          { city: '宁波市', count: 5 },
          { city: '杭州市', count: 3 },
        ],
      },
    ]);
    expect(regionOfKey('浙江省/宁波市')).toEqual({ province: '浙江省', city: '宁波市' });
    expect(regionOfKey('北京市')).toEqual({ province: '北京市' });
  });

  it('reads pasted names one per line, without blanks or repeats', () => {
    expect(batchCheckNames('甲公司\r\n\n乙公司，甲公司\n  丙公司 ')).toEqual(['甲公司', '乙公司', '丙公司']);
  });

  it('asks the account for a new pool account only, and filters expired ones', async () => {
    const accounts = declaredList(PoolAccounts);
    const formOf = (row?: PoolAccountRow) => {
      const fields = accounts.declared.form?.fields;
      return typeof fields === 'function' ? fields(row) : fields;
    };
    expect(formOf()?.[0]).toBe('username');
    expect(poolAccount.fields.username).toMatchObject({ required: true });
    expect(formOf({ id: 1 } as PoolAccountRow)).not.toContain('username');
    await accounts.fetch({ ...toQueryParams(accounts.filters, { expired: '1' }), ...paging });
    expect(api.accounts).toHaveBeenCalledWith({ expired: '1', ...paging });
    expect(collectedText({ added: 3, skipped: 1 })).toBe('已收集 3 条，1 条此前已收集，可在「线索收集」中查看');
  });
});
