import type { FieldKind } from '@console/sdk/contract';

/**
 * The field list of `pnpm new-page --fields`: what the page's resource declares, and from it the
 * SQL column, the seed's value and the tests' sample of each field.
 *
 * One field per entry, entries separated by `;` or new lines (`--fields-file`: `#` after a space or at a
 * line's start begins a comment):
 *
 *     key:kind:标签[:flag,flag…]
 *     operator:enum(移动|联通|电信):运营商:form
 *     status:enum(启用:green|停用:red):状态:required,form
 *
 * `kind` is one of the resource vocabulary (`FieldKind` of shared-sdk/src/contract/resource.ts);
 * `enum` and `multiEnum` give their values in parentheses, `|`-separated (`tags` may), each with
 * its tag colour after a `:` if it has one (an antd preset such as `green`, or `#52c41a`). Flags:
 * `filter`, `filter=exact`, `filter=multi`, `nofilter`, `required`, `required=add` (on add only),
 * `form`, `add` (in the add form only), `edit` (in the edit form only), `sort`, `nosort`,
 * `nocolumn`, `noexport`, `max=N`, `min=N`, `width=N`. What a flag does not say is the resource's
 * default (CONTRACT.md, "Resources").
 */

/** Exactly the resource vocabulary: the compiler refuses a kind missing here (below). */
export const KINDS = [
  'text',
  'code',
  'longText',
  'password',
  'number',
  'money',
  'duration',
  'date',
  'dateTime',
  'enum',
  'multiEnum',
  'tags',
  'boolean',
  'image',
  'audio',
  'ref',
] as const satisfies readonly FieldKind[];
type Missing = Exclude<FieldKind, (typeof KINDS)[number]>;
const everyKind: [Missing] extends [never] ? true : Missing = true;
void everyKind;

export interface FieldSpec {
  key: string;
  kind: FieldKind;
  label: string;
  values?: string[];
  /** Per value: its tag colour, if it has one. */
  colors?: (string | undefined)[];
  required?: boolean | 'add';
  form?: boolean | 'add' | 'edit';
  filter?: boolean | 'exact' | 'multi';
  sort?: boolean;
  column?: false;
  export?: false;
  max?: number;
  min?: number;
  width?: number;
}

/** Without `--fields`: the spec's usual trio, a name, a status and when the row was made. */
export const DEFAULT_FIELDS = 'name:text:名称:filter,required,form,max=50; status:enum(启用|停用):状态:required,form; createdAt:dateTime:创建时间';

/** The columns every generated table has besides its fields: its id and its owners. */
const RESERVED = ['id', 'agentId', 'companyId', 'userId'];

export function parseFields(text: string): FieldSpec[] {
  const entries = text
    .split(/[;\n]/)
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim()) // a comment, not a colour such as `停用:#ff4d4f`
    .filter(Boolean);
  const fields = entries.map(parseField);
  const seen = new Set<string>();
  for (const field of fields) {
    if (seen.has(field.key)) throw new Error(`字段 ${field.key} 重复`);
    seen.add(field.key);
  }
  if (fields.length === 0) throw new Error('字段列表为空');
  return fields;
}

function parseField(entry: string): FieldSpec {
  // A `:` inside the kind's parentheses is a value's colour, not a separator.
  const [key, kindText, label, flags = '', ...rest] = entry.split(/:(?![^(]*\))/).map((part) => part.trim());
  const usage = `字段「${entry}」应写作 key:kind:标签[:flag,flag]`;
  if (rest.length || !key || !kindText || !label) throw new Error(usage);
  if (!/^[a-z][A-Za-z0-9]*$/.test(key)) throw new Error(`字段名 ${key} 须为 camelCase（字母开头）`);
  if (RESERVED.includes(key)) throw new Error(`字段名 ${key} 由生成的表自带，请换一个`);
  const kindMatch = /^(\w+)(?:\((.*)\))?$/.exec(kindText);
  if (!kindMatch) throw new Error(usage);
  const kind = kindMatch[1] as FieldKind;
  if (!(KINDS as readonly string[]).includes(kind)) throw new Error(`字段 ${key}：未知类型 ${kind}（可用：${KINDS.join('、')}）`);
  if (kind === 'ref') {
    throw new Error(`字段 ${key}：ref 需要一个 options 调用和被引用的表，生成器不替你猜；请用 code/enum 生成后再改为 ref`);
  }
  const field: FieldSpec = { key, kind, label };
  if (kindMatch[2] !== undefined) {
    if (!['enum', 'multiEnum', 'tags'].includes(kind)) throw new Error(`字段 ${key}：只有 enum、multiEnum、tags 可以列出取值`);
    const items = kindMatch[2]
      .split('|')
      .map((value) => value.trim())
      .filter(Boolean)
      .map((value) => value.split(':').map((part) => part.trim()));
    field.values = items.map(([value]) => value);
    if (items.some((item) => item.length > 1)) {
      if (kind === 'tags') throw new Error(`字段 ${key}：tags 的取值不带颜色`);
      for (const [value, color, ...more] of items) {
        if (more.length || (color !== undefined && !/^([a-z]+(-[a-z]+)?|#[0-9a-fA-F]{3,8})$/.test(color)))
          throw new Error(`字段 ${key}：${value} 的颜色应为 antd 预设色（如 green）或 #RRGGBB`);
      }
      field.colors = items.map(([, color]) => color);
    }
    if (new Set(field.values).size !== field.values.length) throw new Error(`字段 ${key}：取值重复`);
  }
  if ((kind === 'enum' || kind === 'multiEnum') && !field.values?.length) throw new Error(`字段 ${key}：${kind} 须列出取值，如 ${kind}(甲|乙)`);
  for (const flag of flags
    .split(',')
    .map((one) => one.trim())
    .filter(Boolean)) {
    const [name, value] = flag.split('=');
    const numeric = () => {
      const n = Number(value);
      if (value === undefined || !Number.isFinite(n)) throw new Error(`字段 ${key}：${name} 须给出数字，如 ${name}=50`);
      return n;
    };
    if (name === 'filter') field.filter = value === 'exact' || value === 'multi' ? value : true;
    else if (name === 'nofilter') field.filter = false;
    else if (name === 'required') {
      if (value !== undefined && value !== 'add') throw new Error(`字段 ${key}：required 只能写作 required 或 required=add（仅新增时必填）`);
      field.required = value === 'add' ? 'add' : true;
    } else if (name === 'form') field.form ||= true;
    else if (name === 'add' || name === 'edit') {
      if (field.form === (name === 'add' ? 'edit' : 'add')) throw new Error(`字段 ${key}：add 与 edit 不能同时给出（两个表单都有请用 form）`);
      field.form = name;
    } else if (name === 'sort') field.sort = true;
    else if (name === 'nosort') field.sort = false;
    else if (name === 'nocolumn') field.column = false;
    else if (name === 'noexport') field.export = false;
    else if (name === 'max') field.max = numeric();
    else if (name === 'min') field.min = numeric();
    else if (name === 'width') field.width = numeric();
    else throw new Error(`字段 ${key}：未知标记 ${flag}`);
  }
  if (field.required === 'add' && field.form === 'edit') throw new Error(`字段 ${key}：仅编辑的字段不能 required=add`);
  if (field.required && !field.form) field.form = true;
  return field;
}

export const snakeOf = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

const NUMERIC: readonly FieldKind[] = ['number', 'money', 'duration'];

/** The SQL column of a field: required ones NOT NULL; a time not in the form is the time of the insert. */
export function sqlColumn(field: FieldSpec): string {
  const type = field.kind === 'money' || field.kind === 'number' ? 'REAL' : field.kind === 'duration' || field.kind === 'boolean' ? 'INTEGER' : 'TEXT';
  // An edit-only field is empty until a row is edited.
  const notNull = (field.required && field.form !== 'edit') || (field.kind === 'dateTime' && !field.form);
  return `${snakeOf(field.key)} ${type}${notNull ? ' NOT NULL' : ''}`;
}

/** Same defaults as shared-sdk/src/contract/resource.ts (isFilter, isSorted): which columns get an index. */
export const isFiltered = (field: FieldSpec) =>
  field.filter === undefined ? ['enum', 'multiEnum', 'tags', 'date', 'dateTime', 'boolean'].includes(field.kind) : field.filter !== false;
export const isSorted = (field: FieldSpec) => field.sort ?? ['date', 'dateTime', 'number', 'money', 'duration'].includes(field.kind);

const PHONE = /phone|mobile|tel|number$|号码/i;

/**
 * The seed's value of a field, as TypeScript in the seed loop (`faker`, `mobile`, `recent` and the
 * enum constant `values` in scope): realistic for its kind, and for a few common keys.
 */
export function seedValue(field: FieldSpec, enumName?: string): string {
  const { key, kind, label } = field;
  const lower = key.toLowerCase();
  const range = (min: number, max: number) => `{ min: ${field.min ?? min}, max: ${field.max ?? max} }`;
  switch (kind) {
    case 'code':
      if (PHONE.test(key) || PHONE.test(label)) return 'mobile()';
      if (lower.includes('iccid')) return '`8986${faker.string.numeric(16)}`';
      return 'faker.string.numeric(10)';
    case 'text':
      if (lower.includes('city') || label.includes('城市')) return 'faker.location.city()';
      if (lower.includes('province') || label.includes('省')) return 'faker.location.state()';
      if (lower.includes('address') || label.includes('地址')) return 'faker.location.streetAddress()';
      if (label.includes('企业') || label.includes('公司')) return 'faker.company.name()';
      if (/联系人|姓名|客户/.test(label) || /person|contact|owner/.test(lower)) return 'faker.person.fullName()';
      if (/remark|note|reason/.test(lower) || /备注|原因|说明/.test(label))
        return "faker.helpers.arrayElement(['', '客户要求', '续约中', '待核实', '已回访', '重点跟进'])";
      if (lower.includes('name') || label.includes('名称')) return 'faker.commerce.productName()';
      return `\`${label}\${faker.number.int({ min: 1, max: 9999 })}\``;
    case 'longText':
      return "faker.helpers.arrayElement(['客户来电咨询资费，已说明', '号码已实名，等待开通', '月初统一结算', '已按要求调整套餐', ''])";
    case 'password':
      return 'faker.internet.password()';
    case 'number':
      return `faker.number.int(${range(0, 1000)})`;
    case 'money':
      return `faker.number.float({ ${range(0, 500).slice(2, -2)}, fractionDigits: 2 })`;
    case 'duration':
      return `faker.number.int(${range(0, 3600)})`;
    case 'date':
      return 'recent(365).slice(0, 10)';
    case 'dateTime':
      return 'recent(365)';
    case 'enum':
      return `faker.helpers.arrayElement(${enumName}.values)`;
    case 'multiEnum':
      return `faker.helpers.arrayElements(${enumName}.values, { min: 1, max: 2 }).join(',')`;
    case 'tags':
      return enumName
        ? `faker.helpers.arrayElements(${enumName}.values, { min: 0, max: 2 }).join(',')`
        : "faker.helpers.arrayElements(['重点', 'VIP', '待回访', '新客户'], { min: 0, max: 2 }).join(',')";
    case 'boolean':
      return 'faker.datatype.boolean() ? 1 : 0';
    case 'image':
      return 'faker.image.avatar()';
    case 'audio':
      return '`/recordings/${faker.string.numeric(8)}.mp3`';
    default:
      throw new Error(`${key}: no seed value for ${kind}`);
  }
}

/** A value the generated tests save for a form field: valid for its kind and its declared limits. */
export function sampleValue(field: FieldSpec, salt: string): string | number | boolean {
  switch (field.kind) {
    case 'code':
      return PHONE.test(field.key) || PHONE.test(field.label) ? '13912345678' : '0012345';
    case 'number':
    case 'duration':
      return Math.max(field.min ?? 0, Math.min(field.max ?? 60, 60));
    case 'money':
      return Math.max(field.min ?? 0, Math.min(field.max ?? 99.5, 99.5));
    case 'date':
      return '2026-01-15';
    case 'dateTime':
      return '2026-01-15 09:30:00';
    case 'enum':
    case 'multiEnum':
      return field.values![0];
    case 'tags':
      return field.values?.[0] ?? '重点';
    case 'boolean':
      return true;
    case 'password':
      return 'Abc12345';
    case 'image':
      return 'https://example.com/a.png';
    case 'audio':
      return 'https://example.com/a.mp3';
    default: {
      const text = `${field.label.replace(/[（(].*$/, '')}${salt}`;
      return field.max ? [...text].slice(0, field.max).join('') : text;
    }
  }
}

/** The field's declaration in `defineResource({...})`. */
export function declaration(field: FieldSpec, enumName?: string): string {
  const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const parts = [`label: ${q(field.label)}`, `kind: '${field.kind}'`];
  if (enumName) parts.push(`values: ${enumName}`);
  if (field.filter !== undefined) parts.push(`filter: ${typeof field.filter === 'string' ? q(field.filter) : field.filter}`);
  if (field.required) parts.push(`required: ${field.required === true ? 'true' : q(field.required)}`);
  if (field.form) parts.push(`form: ${field.form === true ? 'true' : q(field.form)}`);
  if (field.sort !== undefined) parts.push(`sort: ${field.sort}`);
  if (field.column === false) parts.push('column: false');
  if (field.export === false) parts.push('export: false');
  if (field.max !== undefined) parts.push(`max: ${field.max}`);
  if (field.min !== undefined) parts.push(`min: ${field.min}`);
  if (field.width !== undefined) parts.push(`width: ${field.width}`);
  return `${field.key}: { ${parts.join(', ')} }`;
}

export const isNumeric = (field: FieldSpec) => NUMERIC.includes(field.kind);
