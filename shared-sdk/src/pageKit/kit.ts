/**
 * `@console/sdk/kit`: the page kit remotes build pages from. It is not part of the
 * shared singleton: each remote bundles the kit it was built with, so a remote can use a kit feature
 * before the shell running it has it; remotes built from the same SDK sources run one copy between
 * them (`kitShare` in build-config/src/shared.ts). What must exist once it reaches through the singleton
 * (sharedState.ts, and the contract's calls through the shared client). Charts stay in the
 * singleton (`Chart` from `@console/sdk`): echarts is large and loaded once.
 */

export * from './formatters';
export * from './filters';
export * from './columns';
export * from './options';
export * from './csv';
export * from './user';
export * from './listLocation';
export * from './columnPrefs';
export * from './ListPage';
export * from './listComponents';
export * from './FormDialog';
export * from './SearchSelect';
export * from './ImportButton';
export * from './CsvImportButton';
export * from './BatchAction';
export * from './ResourcePage';
export * from './resourceFields';
export * from './Loaded';
export * from './Summary';
export * from './SafeHtml';
export { PageDrawer, PageModal, usePageActive } from './pageActive';
export { callerShouldTell, type Page, type PageQuery, type Envelope } from '../api/envelope';
export { DATE_TIME_FORMAT, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants';
export { enumOf, enumOfLabels, type Enum, type EnumItem } from '../contract/enums';
export type { Resource, RowOf, QueryOf, InputOf, KeyOf } from '../contract/resource';
export * from './eventStream';
