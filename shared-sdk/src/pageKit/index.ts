export * from './formatters';
export * from './filters';
export * from './columns';
export * from './ListPage';
export * from './Chart';
export * from './FormDialog';
export * from './ImportButton';
export * from './pageActive';
