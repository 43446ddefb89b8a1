export * from './theme';
export * from './themeAtom';
export * from './antdTheme';
export * from './contrast';
