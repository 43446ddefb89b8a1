import type * as antd from 'antd';

/**
 * The antd components a kit list page is drawn with: what ListPage, its columns, ResourcePage,
 * Loaded and ExportButton import from antd (listComponents.test.ts keeps the two equal). The shell runs their modules
 * in idle time, so that a session's first list does not (host-shell/src/remotes/warmList.ts).
 */
export const LIST_PAGE_COMPONENTS = [
  'Alert',
  'App',
  'Button',
  'Card',
  'Checkbox',
  'DatePicker',
  'Dropdown',
  'Empty',
  'Flex',
  'Form',
  'Image',
  'Input',
  'InputNumber',
  'Pagination',
  'Popover',
  'Progress',
  'Result',
  'Segmented',
  'Select',
  'Space',
  'Spin',
  'Table',
  'Tag',
] as const satisfies readonly (keyof typeof antd)[];
