export * from './theme';
export * from './themeAtom';
export * from './antdTheme';
