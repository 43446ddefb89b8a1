import { ADMIN_ACCESS } from './access';
import { ACCOUNT_STATUS } from './agents';
import { AGENT_FIELD, COMPANY_FIELD } from '@console/sdk/contract/parties';
import { MOBILE_FIELD, call, defineResource, enumOfLabels, type InputOf, type QueryOf, type RowOf } from '@console/sdk/contract';

/** A mainland mobile number: what a company's contact and a staff member's phone must be. */

/** The cities a company may be in, by province (`GET /api/company/getCity`; the company form's select). */
export const CITIES_BY_PROVINCE: Record<string, readonly string[]> = {
  北京市: ['北京市'],
  上海市: ['上海市'],
  天津市: ['天津市'],
  重庆市: ['重庆市'],
  浙江省: ['杭州市', '宁波市', '温州市', '绍兴市', '金华市', '嘉兴市'],
  江苏省: ['南京市', '苏州市', '无锡市', '常州市', '南通市'],
  广东省: ['广州市', '深圳市', '东莞市', '佛山市', '珠海市'],
  山东省: ['济南市', '青岛市', '烟台市'],
  福建省: ['福州市', '厦门市', '泉州市'],
  四川省: ['成都市', '绵阳市'],
  湖北省: ['武汉市', '宜昌市'],
  湖南省: ['长沙市', '株洲市'],
  河南省: ['郑州市', '洛阳市'],
  安徽省: ['合肥市', '芜湖市'],
  陕西省: ['西安市'],
};
export const CITY = enumOfLabels(Object.values(CITIES_BY_PROVINCE).flat());
/** The province a city is in (a company stores both; the form asks for the city only). */
export const provinceOf = (city: string): string => Object.entries(CITIES_BY_PROVINCE).find(([, cities]) => cities.includes(city))?.[0] ?? '';

export const ENTERPRISE_TEXTS = {
  duplicateCompany: '企业名称已存在',
  companyHasStaff: (n: number) => `该企业下还有 ${n} 名员工，不能删除；请先删除或转移员工`,
  companyHasDepartments: (n: number) => `该企业下还有 ${n} 个部门，请先删除部门`,
  companyInUse: '该企业已有业务数据，不能删除，可将其停用',
  seatsExceeded: (left: number) => `超出代理商可分配的坐席数（剩余 ${left} 个）`,
  /** A seat is a phone line (a SIP account of a live account): refused past the company's seats. */
  seatsFull: (company: string, seats: number) => `企业「${company}」的 ${seats} 个坐席已全部使用，请先为企业增加坐席或释放其他员工的 SIP 账号`,
  seatsBelowUsed: (used: number) => `坐席数不能少于已使用的 ${used} 个（开通了 SIP 账号的员工）`,
  duplicateDepartment: '该企业已有同名部门',
  departmentHasStaff: (n: number) => `该部门下还有 ${n} 名员工，不能删除；请先转移或删除员工`,
  departmentInOtherCompany: '部门不属于所选企业',
} as const;

/** A company (/company): it belongs to an agent (or a sub-agent); an agent sees its own and its sub-agents', a company itself. */
export const companies = defineResource({
  name: { label: '企业名称', kind: 'text', filter: true, form: true, required: true, max: 50, width: 220 },
  agentId: { ...AGENT_FIELD, label: '所属代理商', form: true, required: true },
  agentName: { label: '所属代理商', kind: 'text', sort: false },
  contact: { label: '联系人', kind: 'text', filter: true, form: true, required: true, max: 20 },
  phone: { ...MOBILE_FIELD, label: '联系电话', filter: true, required: true },
  city: { label: '所在城市', kind: 'enum', values: CITY, form: true, required: true },
  address: { label: '详细地址', kind: 'text', form: true, max: 100 },
  seats: { label: '坐席数', kind: 'number', form: true, required: true, whole: true, min: 0, max: 10000 },
  /** Seats in use: its live accounts' SIP accounts (a seat is a phone line). */
  usedSeats: { label: '已用坐席', kind: 'number' },
  departmentCount: { label: '部门数', kind: 'number' },
  staffCount: { label: '员工数', kind: 'number' },
  balance: { label: '余额（元）', kind: 'money' },
  status: { label: '状态', kind: 'enum', values: ACCOUNT_STATUS, form: true, required: true },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});
export type CompanyRow = RowOf<typeof companies>;

/** A department of a company (/department). */
export const departments = defineResource({
  name: { label: '部门名称', kind: 'text', filter: true, form: true, required: true, max: 30 },
  companyId: { ...COMPANY_FIELD, label: '所属企业', form: true, required: true },
  companyName: { label: '所属企业', kind: 'text', filter: true, max: 50, width: 220 },
  managers: { label: '部门主管', kind: 'text' },
  staffCount: { label: '员工数', kind: 'number' },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});
export type DepartmentRow = RowOf<typeof departments>;

/** A company whose address failed verification (/addressErrList, admin). */
export const addressErrors = defineResource({
  name: { label: '企业名称', kind: 'text', filter: true, width: 220 },
  agentName: { label: '所属代理商', kind: 'text' },
  city: { label: '所在城市', kind: 'enum', values: CITY },
  address: { label: '登记地址', kind: 'text', width: 240 },
  addressError: { label: '异常原因', kind: 'text', width: 200 },
  checkedAt: { label: '校验时间', kind: 'dateTime' },
});

export interface AddressInfo {
  companyId: number;
  province: string;
  city: string;
  address: string;
  addressError: string;
  checkedAt: string;
}

/** Companies and departments: the spec names no list or write call for them, so they follow `/api/<area>/<verb>` (CONTRACT.md). */
export const companyApi = {
  list: call.list('/api/company/list', ADMIN_ACCESS.companyViewers, companies, 'POST'),
  save: call.save<typeof companies, { id: number }, Partial<InputOf<typeof companies>> & { id?: number }>(
    '/api/company/save',
    ADMIN_ACCESS.companyViewers,
    companies,
    '保存企业',
  ),
  delete: call.post<null, { id: number }>('/api/company/delete', ADMIN_ACCESS.companyManagers, '删除企业'),
  download: call.sheet<QueryOf<typeof companies>>('/api/company/download', ADMIN_ACCESS.companyViewers, companies),
  /** Spec section 7: the provinces and their cities. */
  getCity: call.get<{ province: string; cities: string[] }[]>('/api/company/getCity', 'loggedIn'),
};

export const departmentManageApi = {
  list: call.list('/api/department/list', 'loggedIn', departments, 'POST'),
  save: call.save<typeof departments, { id: number }, Partial<InputOf<typeof departments>> & { id?: number }>(
    '/api/department/save',
    ADMIN_ACCESS.companyEditors,
    departments,
    '保存部门',
  ),
  delete: call.post<null, { id: number }>('/api/department/delete', ADMIN_ACCESS.companyEditors, '删除部门'),
  download: call.sheet<QueryOf<typeof departments>>('/api/department/download', 'loggedIn', departments),
};

/** Spec section 7: a company's address, and the companies whose address failed verification. */
export const addressApi = {
  info: call.post<AddressInfo, { companyId: number }>('/api/address/info', ADMIN_ACCESS.userManagers),
  errList: call.list('/api/address/errList', ADMIN_ACCESS.platform, addressErrors, 'POST'),
};
