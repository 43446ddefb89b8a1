/**
 * A resource: the fields of one kind of record, each declared once (key, label, kind, enum,
 * validation, and where it appears). The page kit derives a page's filters, columns, form and
 * export from it; the backend derives its parameter parsing, validation, filters and sort. It is
 * plain data (no browser), like the rest of the contract, so the backend imports it as it is.
 *
 * Defaults follow what a user expects of a list (CONTRACT.md, "Resources"):
 * - every field but a password and a reference is a column and exported;
 * - an enum, a boolean, a reference and a date or time are filters (a time as a range); text and
 *   numbers are filters when they say `filter: true` (text matches a part, `'exact'` the whole);
 * - a date, a time and a number sort on the server;
 * - no field is in the add/edit form unless it says `form: true` (both), `'add'` or `'edit'` (one);
 * - a field `required: 'add'` must be given when adding; left empty on edit it is kept (a password).
 */
import type { Enum } from './enums';

/** The one vocabulary of field kinds, for filters, columns, forms and the backend alike. */
export type FieldKind =
  /** Short text. */
  | 'text'
  /** Phone numbers, ICCIDs, ids, order numbers: text everywhere (a spreadsheet keeps leading zeros). */
  | 'code'
  | 'longText'
  | 'password'
  | 'number'
  /** Yuan, two decimals at most. */
  | 'money'
  /** Seconds, drawn as 时:分:秒 (a call's length). */
  | 'duration'
  /** `YYYY-MM-DD`. */
  | 'date'
  /** `YYYY-MM-DD HH:mm:ss`. */
  | 'dateTime'
  /** One of `values`: a select, drawn as its tag. */
  | 'enum'
  /** Several of `values`: a multi-select, drawn as tags. */
  | 'multiEnum'
  /** Free labels a user gives (a customer's tags): a comma-separated text, drawn as tags. */
  | 'tags'
  | 'boolean'
  /** A URL of an image, drawn as a thumbnail. */
  | 'image'
  /** A URL of a recording, drawn as a player. */
  | 'audio'
  /** The id of another record, chosen among what `options` answers (goods, companies, agents). */
  | 'ref';

/**
 * A contract entry that answers `[{ value, label }]` (a reference's choices). One that says `searched`
 * takes `{ name }` and answers the matches (a picker, `contract/parties.ts`): a form or a filter asks it
 * as one types; and takes `{ id }` for the label of a value already chosen.
 */
export type OptionsEntry = ((params?: never) => Promise<{ data: { value: string | number; label: string }[] }>) & { path: string; searched?: true };

/**
 * An `image` field stored by the backend: the chosen file goes to `call` as multipart/form-data
 * (`file`, `purpose`) and the field keeps the URL the call answers.
 */
export interface ImageUpload {
  call: (form: FormData) => Promise<{ data: { url: string } }>;
  purpose: string;
}

export interface Field {
  label: string;
  kind: FieldKind;
  /** `image`: uploaded to the backend (else kept inline as a `data:` URL). */
  upload?: ImageUpload;
  /** `enum` and `multiEnum` (and optionally `tags`, and `boolean` for its two words): the declared values. */
  values?: Enum;
  /** `ref`: where its choices come from. */
  options?: OptionsEntry;
  /** Must be given when saved (form and backend); `'add'`: when adding only (empty on edit keeps it). */
  required?: boolean | 'add';
  /** What is said when a required field is missing (default 请输入/请选择 + label in the form, 请填写/请选择 + label from the backend). */
  requiredMessage?: string;
  /** Text: most characters (default 200, 2000 for long text). Numbers: the range. */
  max?: number;
  min?: number;
  /** A number that counts whole things (a quota, a threshold): a decimal is refused. */
  whole?: true;
  /** Text: the shape it must have, and what is said when it has not (Chinese). */
  pattern?: { regex: RegExp; message: string };
  /** A filter of the list (see the defaults above); `'multi'` picks several values of an enum. */
  filter?: boolean | 'exact' | 'multi';
  column?: boolean;
  /** In the add and edit form (`true`), or only in one of them. */
  form?: boolean | FormMode;
  /** How it reads in the edit form, where it differs (a password: 新密码, 留空则不修改). */
  onEdit?: { label?: string; extra?: string; placeholder?: string };
  sort?: boolean;
  export?: boolean;
  /** Not a value of a row: only a parameter (a keyword searched over several columns). */
  row?: false;
  width?: number;
  placeholder?: string;
  /** A form field's help line. */
  extra?: string;
}

export type Fields = Record<string, Field>;

/** Which form a dialog is: adding a record or editing one. */
export type FormMode = 'add' | 'edit';

/** The field is only in the other form (an add-only field is not edited, an edit-only one not added). */
export const onlyInOther = (field: Field, mode: FormMode): boolean => (field.form === 'add' || field.form === 'edit') && field.form !== mode;
/** The field must be given in the form of `mode` (an action's form, `mode` undefined, as adding). */
export const isRequired = (field: Field, mode: FormMode = 'add'): boolean => field.required === true || (field.required === 'add' && mode === 'add');

// The defaults, once for the type level and once for the runtime (the two tables below agree).
type FilteredKinds = 'enum' | 'multiEnum' | 'tags' | 'date' | 'dateTime' | 'boolean' | 'ref';
type SortedKinds = 'date' | 'dateTime' | 'number' | 'money' | 'duration';
const FILTERED_KINDS: readonly FieldKind[] = ['enum', 'multiEnum', 'tags', 'date', 'dateTime', 'boolean', 'ref'];
const SORTED_KINDS: readonly FieldKind[] = ['date', 'dateTime', 'number', 'money', 'duration'];
const NO_COLUMN_KINDS: readonly FieldKind[] = ['password', 'ref'];

export const isFilter = (field: Field): boolean => (field.filter === undefined ? FILTERED_KINDS.includes(field.kind) : field.filter !== false);
export const isSorted = (field: Field): boolean => field.sort ?? (SORTED_KINDS.includes(field.kind) && field.row !== false);
/** A value a list's row carries: every field but a parameter-only one and a password (never answered). */
export const isRowValue = (field: Field): boolean => field.row !== false && field.kind !== 'password';
export const isColumn = (field: Field): boolean => isRowValue(field) && (field.column ?? !NO_COLUMN_KINDS.includes(field.kind));
export const isExported = (field: Field): boolean => isColumn(field) && field.export !== false;
export const isRange = (field: Field): boolean => field.kind === 'date' || field.kind === 'dateTime';
export const isMulti = (field: Field): boolean => field.filter === 'multi' || field.kind === 'multiEnum';
/** The most characters a text field takes when it names none. */
export const textMax = (field: Field): number => field.max ?? TEXT_MAX[field.kind] ?? 200;
/** An image is kept inline as a `data:` URL of up to 512 KB (about 700 000 characters); a recording is a URL. */
const TEXT_MAX: Partial<Record<FieldKind, number>> = { longText: 2000, image: 700_000, audio: 2000 };

type ValueOf<F extends Field> = F['kind'] extends 'number' | 'money' | 'duration' | 'ref'
  ? number
  : F['kind'] extends 'boolean'
    ? boolean
    : F['kind'] extends 'enum'
      ? F['values'] extends Enum<infer V>
        ? V
        : string | number
      : F['kind'] extends 'multiEnum'
        ? F['values'] extends Enum<infer V>
          ? V[]
          : (string | number)[]
        : string;

type IsFilter<F extends Field> = F extends { filter: false }
  ? false
  : F extends { filter: true | 'exact' | 'multi' }
    ? true
    : F['kind'] extends FilteredKinds
      ? true
      : false;
type IsSorted<F extends Field> = F extends { sort: false }
  ? false
  : F extends { sort: true }
    ? true
    : F extends { row: false }
      ? false
      : F['kind'] extends SortedKinds
        ? true
        : false;

/** The keys of a resource's fields. */
export type KeyOf<R extends Resource> = keyof R['fields'] & string;
type FieldsOf<R extends Resource> = R['fields'];

/** One row of the list, as the backend answers it: every field but the parameter-only ones and a password, and the key. */
export type RowOf<R extends Resource> = { id: number } & {
  -readonly [K in keyof FieldsOf<R> as FieldsOf<R>[K] extends { row: false } | { kind: 'password' } ? never : K]: ValueOf<FieldsOf<R>[K]>;
};

type FilterKeyOf<F extends Fields> = { [K in keyof F]: IsFilter<F[K]> extends true ? K : never }[keyof F] & string;
type SortKeyOf<F extends Fields> = { [K in keyof F]: IsSorted<F[K]> extends true ? K : never }[keyof F] & string;
type FormKeyOf<F extends Fields> = { [K in keyof F]: F[K] extends { form: true | FormMode } ? K : never }[keyof F] & string;

/** The keys that filter the list. */
export type FilterKey<R extends Resource> = FilterKeyOf<FieldsOf<R>>;
/** The keys the list sorts by on the server. */
export type SortKey<R extends Resource> = SortKeyOf<FieldsOf<R>>;
/** The keys of the add/edit form (either of them). */
export type FormKey<R extends Resource> = FormKeyOf<FieldsOf<R>>;

/** What the list call takes: any filter (a time as `<key>From` / `<key>To`), a page, an order. */
export type QueryOf<R extends Resource> = { [K in FilterKey<R>]?: ValueOf<FieldsOf<R>[K]> | string } & {
  [K in FilterKey<R> as `${K}From` | `${K}To`]?: string;
} & { pageIndex?: number; pageSize?: number; sortField?: SortKey<R>; sortOrder?: 'ascend' | 'descend' };

/** What a form of `fields` gives: each field's value, the (always) required ones required. */
export type ValuesOf<F extends Fields> = {
  -readonly [K in keyof F as F[K] extends { required: true } ? K : never]: ValueOf<F[K]>;
} & { -readonly [K in keyof F as F[K] extends { required: true } ? never : K]?: ValueOf<F[K]> | null };

/** What a save sends: the form's fields, the required ones required. */
export type InputOf<R extends Resource> = ValuesOf<Pick<FieldsOf<R>, FormKey<R>>>;

/** A field with some of its properties changed for one form (a purchase's 月数 read as 购买月数 and required). */
type Changed<F extends Field, C> = Omit<F, keyof C> & C;
/** Changes per key: each a part of a field (a label, `required`, an `extra`). */
type Changes<F extends Fields, K extends keyof F> = { [P in K]?: Partial<Field> };

/**
 * Some fields of a resource, as the fields of an action's form (its parameters): each declared
 * once in the resource, here picked by key, with the `changes` this form needs.
 */
export function pickFields<F extends Fields, K extends keyof F & string, const C extends Changes<F, K> = Record<never, never>>(
  resource: Resource<F>,
  keys: readonly K[],
  changes?: C,
): { [P in K]: P extends keyof C ? Changed<F[P], C[P]> : F[P] } {
  return Object.fromEntries(keys.map((key) => [key, { ...resource.fields[key], ...(changes as Changes<F, K> | undefined)?.[key] }])) as never;
}

/**
 * A column of a list and of its spreadsheet export (the kit draws it, the backend writes it into
 * the .xlsx file). A resource derives them; a list that is not a resource may still declare them.
 */
export interface ColumnSpec {
  key: string;
  title: string;
  kind?: 'text' | 'code' | 'number' | 'money' | 'duration' | 'date' | 'dateTime' | 'enum' | 'boolean' | 'image' | 'audio';
  /** For `enum`: the declared values (label and tag colour). */
  values?: Enum;
  width?: number;
  /** The list sorts by it on the server (`sortField` is the key). */
  sortable?: boolean;
  /** Left out of the spreadsheet (a player, a thumbnail). */
  export?: false;
}

/**
 * A declared resource. Bare `Resource` is any resource: its fields are named by `keyof F`, which
 * makes `Resource<F>` invariant in F, so no narrower default than `any` admits every declaration.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Resource<F extends Fields = any> {
  readonly fields: F;
  readonly keys: readonly (keyof F & string)[];
  /** The list's columns, in declaration order (the export's too, less those that say `export: false`). */
  readonly columns: readonly ColumnSpec[];
  /** The keys of the filters, in declaration order. */
  readonly filterKeys: readonly FilterKeyOf<F>[];
  /** The keys of the form, in declaration order. */
  readonly formKeys: readonly FormKeyOf<F>[];
  readonly sortKeys: readonly SortKeyOf<F>[];
}

const columnKind = (field: Field): ColumnSpec['kind'] => {
  switch (field.kind) {
    case 'longText':
    case 'password':
    case 'tags':
      return field.kind === 'tags' && field.values ? 'enum' : 'text';
    case 'multiEnum':
      return 'enum';
    case 'ref':
      return 'text';
    case 'boolean':
      // A flag with its own two words (启用/停用, 必填/选填) is drawn and exported as their tag.
      return field.values ? 'enum' : 'boolean';
    default:
      return field.kind;
  }
};

/** Declares a resource: `defineResource({ phoneNumber: { label: '号码', kind: 'code', filter: true }, … })`. */
export function defineResource<const F extends Fields>(fields: F): Resource<F> {
  const keys = Object.keys(fields) as (keyof F & string)[];
  for (const key of keys) {
    const field = fields[key];
    if ((field.kind === 'enum' || field.kind === 'multiEnum') && !field.values) throw new Error(`${key}: an enum field needs its values`);
    if (field.kind === 'ref' && !field.options) throw new Error(`${key}: a reference field needs its options`);
  }
  const columns = keys
    .filter((key) => isColumn(fields[key]))
    .map((key): ColumnSpec => {
      const field = fields[key];
      return {
        key,
        title: field.label,
        kind: columnKind(field),
        ...(field.values ? { values: field.values } : {}),
        ...(field.width ? { width: field.width } : {}),
        ...(isSorted(field) ? { sortable: true } : {}),
        ...(isExported(field) && field.kind !== 'image' && field.kind !== 'audio' ? {} : { export: false as const }),
      };
    });
  return {
    fields,
    keys,
    columns,
    filterKeys: keys.filter((key) => isFilter(fields[key])) as FilterKeyOf<F>[],
    formKeys: keys.filter((key) => [true, 'add', 'edit'].includes(fields[key].form ?? false)) as FormKeyOf<F>[],
    sortKeys: keys.filter((key) => isSorted(fields[key])) as SortKeyOf<F>[],
  };
}

/** The columns an export writes: the list's, less the ones drawn only on screen. */
export const sheetColumns = (columns: readonly ColumnSpec[]): readonly ColumnSpec[] => columns.filter((column) => column.export !== false);
