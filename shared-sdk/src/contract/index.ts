/**
 * Area contracts: each call of the platform is declared once, as data, in the contract
 * of the area that owns it: method, path, body encoding, parameter and answer types and the roles
 * that may call it. The remote bundles its own contract (this module is a subpath of
 * `@console/sdk`, which is not shared, so it ships inside every remote that imports it); the local
 * backend binds one handler to each entry and enforces the entry's roles; manifests gate routes
 * with the same role lists.
 *
 * An entry is also the function that makes the call. It reaches the shell's client through the
 * shared `@console/sdk` only when first called, and only through `get`, `post`, `postJson`, `del`
 * and `download`, which every released shell has: a remote that adds calls needs no shell release.
 * Nothing here touches the browser, so the backend and build tools import contracts as they are.
 */
import type { AxiosRequestConfig } from 'axios';
import type { Envelope, Page } from '../api/envelope';
import type { Role } from '../manifest/roles';
import { noteWrite } from '../api/dataGeneration';
import { ApiError } from '../api/envelope';
import { STORAGE_KEYS } from '../session/storageKeys';
import { isRead } from './reads';
import { sheetColumns, type ColumnSpec, type InputOf, type QueryOf, type Resource, type RowOf } from './resource';

/** Who may call: nobody logged in, anyone logged in, or the listed roles (the backend enforces it). */
export type Access = 'public' | 'loggedIn' | readonly Role[];

export type Method = 'GET' | 'POST' | 'DELETE';

/** How the parameters travel: query string, form-encoded body (the spec's default), JSON body, or a file answer. */
export type Encoding = 'query' | 'form' | 'json' | 'file';

/** What an entry declares. */
export interface CallSpec {
  method: Method;
  path: string;
  encoding: Encoding;
  access: Access;
  /** A spreadsheet export's columns (`call.sheet`). */
  columns?: readonly ColumnSpec[];
  /** The resource whose fields are its parameters: a list's filters, a save's form (`call.list`, `call.save`). */
  resource?: { of: Resource; as: 'list' | 'save' };
  /**
   * What the operation is called in Chinese (关闭录音): the operation log and a record's 变更记录 name a
   * write by it. (Not `name`: an entry is a function, whose `name` is its own and read-only.)
   */
  operation?: string;
}

/** A spreadsheet export: a file answer whose columns are declared with it. */
export interface SheetCall<P = Loose> extends FileCall<P> {
  columns: readonly ColumnSpec[];
}

type Loose = Record<string, unknown>;

/** A declared call: data (its spec) and the typed function that makes it. */
export interface Call<P = Loose, T = unknown, C = unknown> extends CallSpec {
  (params?: P, config?: AxiosRequestConfig): Promise<Envelope<T, C>>;
}

/** A file answer (spec "file response"), saved under the server's file name. */
export interface FileCall<P = Loose> extends CallSpec {
  /** `signal` cancels the download (a shell from before it downloads on regardless). */
  (params?: P, options?: { signal?: AbortSignal }): Promise<void>;
}

/** The five functions of the shell's client a contract call uses (present in every released shell). */
export interface Transport {
  get: (url: string, params?: Loose, config?: AxiosRequestConfig) => Promise<Envelope<never, never>>;
  post: (url: string, data?: Loose, config?: AxiosRequestConfig) => Promise<Envelope<never, never>>;
  postJson: (url: string, data?: unknown, config?: AxiosRequestConfig) => Promise<Envelope<never, never>>;
  del: (url: string, params?: Loose, config?: AxiosRequestConfig) => Promise<Envelope<never, never>>;
  download: (url: string, options: { method: 'get' | 'post'; params?: Loose; signal?: AbortSignal }) => Promise<void>;
}

/** The shared client, imported when a call is first made (never by the backend or build tools). */
const sharedClient = (): Promise<Transport> => import('@console/sdk') as Promise<unknown> as Promise<Transport>;

function send(spec: CallSpec, client: Transport, params: unknown, config?: AxiosRequestConfig) {
  switch (spec.encoding) {
    case 'file':
      return client.download(spec.path, {
        method: spec.method === 'GET' ? 'get' : 'post',
        params: params as Loose,
        signal: config?.signal as AbortSignal | undefined,
      });
    case 'json':
      return client.postJson(spec.path, params, config);
    case 'form':
      return client.post(spec.path, params as Loose, config);
    default:
      return spec.method === 'DELETE' ? client.del(spec.path, params as Loose, config) : client.get(spec.path, params as Loose, config);
  }
}

/** The role this browser is logged in with; none outside a browser (the backend and build tools never make calls). */
const roleHere = (): string | null => globalThis.localStorage?.getItem(STORAGE_KEYS.role) ?? null;

/**
 * Whether the logged-in role may make the call. A page never asks for what its user's role may not
 * call: an option loader, a figure or a form of a page open to more roles than one of its calls
 * would otherwise fetch it and get the server's 无权限访问该数据. Without a stored role the server
 * decides (it answers 401).
 */
export function mayCall(spec: CallSpec, role = roleHere()): boolean {
  return role === null || !Array.isArray(spec.access) || (spec.access as readonly string[]).includes(role);
}

/** A write's Chinese name, kept off the entries that have none. */
const named = (operation: string | undefined): Pick<CallSpec, 'operation'> => (operation ? { operation } : {});

/** A resource, as against a list of columns declared without one. */
const isResource = (value: readonly ColumnSpec[] | Resource): value is Resource => !Array.isArray(value);

/**
 * Builders of contract entries, one per encoding: `T` is the envelope's data, `P` the parameters,
 * `C` the envelope's customData. `transport` is for the SDK's own calls only (it has the client at
 * hand); an area's entries leave it out.
 */
export function contractBuilders(transport?: () => Promise<Transport>) {
  const client = transport ?? sharedClient;
  const entry = <F>(spec: CallSpec): F =>
    Object.assign(async (params?: unknown, config?: AxiosRequestConfig) => {
      // Refused here, silently: the caller treats it as any failed call, and nobody is told.
      if (!mayCall(spec)) throw new ApiError('refused', `${spec.path}: 当前角色不可调用`);
      const answer = await send(spec, await client(), params, config);
      // Only a write that succeeded (a refused or failed one rejects) may have changed what pages show.
      if (!isRead(spec)) noteWrite();
      return answer;
    }, spec) as F;
  return {
    get: <T = unknown, P extends object = Loose, C = unknown>(path: string, access: Access, operation?: string) =>
      entry<Call<P, T, C>>({ method: 'GET', path, encoding: 'query', access, ...named(operation) }),
    post: <T = unknown, P extends object = Loose, C = unknown>(path: string, access: Access, operation?: string) =>
      entry<Call<P, T, C>>({ method: 'POST', path, encoding: 'form', access, ...named(operation) }),
    postJson: <T = unknown, P = unknown, C = unknown>(path: string, access: Access, operation?: string) =>
      entry<Call<P, T, C>>({ method: 'POST', path, encoding: 'json', access, ...named(operation) }),
    delete: <T = unknown, P extends object = Loose, C = unknown>(path: string, access: Access, operation?: string) =>
      entry<Call<P, T, C>>({ method: 'DELETE', path, encoding: 'query', access, ...named(operation) }),
    file: <P extends object = Loose>(path: string, access: Access, method: 'GET' | 'POST' = 'POST') =>
      entry<FileCall<P>>({ method, path, encoding: 'file', access }),
    /** An .xlsx export of a list: `columns` are the list's (the page draws the same declaration). */
    sheet: <P extends object = Loose>(path: string, access: Access, columns: readonly ColumnSpec[] | Resource, method: 'GET' | 'POST' = 'POST') =>
      entry<SheetCall<P>>({
        method,
        path,
        encoding: 'file',
        access,
        columns: sheetColumns(isResource(columns) ? columns.columns : columns),
      }),
    /** A resource's list: its filters are the parameters, its rows the answer (one page and the total). */
    list: <R extends Resource, C = unknown>(path: string, access: Access, resource: R, method: 'GET' | 'POST' = 'GET') =>
      entry<Call<QueryOf<R>, Page<RowOf<R>>, C>>({
        method,
        path,
        encoding: method === 'GET' ? 'query' : 'form',
        access,
        resource: { of: resource, as: 'list' },
      }),
    /** A resource's add or edit: its form's fields (with the record's `id` when editing). */
    save: <R extends Resource, T = null, P extends object = InputOf<R> & { id?: number }>(path: string, access: Access, resource: R, operation?: string) =>
      entry<Call<P, T>>({ method: 'POST', path, encoding: 'form', access, resource: { of: resource, as: 'save' }, ...named(operation) }),
  };
}

/** How an area declares its calls: `call.get<Row, Query>('/api/x/list', ROLES)`. */
export const call = contractBuilders();

/**
 * Every entry of a contract (nested groups of entries), for the backend's binding and the tests;
 * each once, though a resource's reference field names an entry of a group too (its options).
 */
export function entriesOf(contract: object): CallSpec[] {
  const found = new Set<CallSpec>();
  const visit = (value: unknown) => {
    if (typeof value === 'function' && typeof (value as Partial<CallSpec>).path === 'string') found.add(value as unknown as CallSpec);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(contract);
  return [...found];
}

export { isRead } from './reads';
export * from './enums';
export * from './variants';
export * from './resource';
export * from './presets';
export type { Envelope, Page, PageQuery } from '../api/envelope';
