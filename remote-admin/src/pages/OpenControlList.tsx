import { ResourcePage, type ResourcePageConfig } from '@console/sdk/kit';
import { openControls, userControlApi, type OpenControlRow } from '../contract';

/** The controls in the caller's reach, each lifted by deleting it (the platform's only by the platform: the backend says so). */
export const openControlPage: ResourcePageConfig<OpenControlRow, typeof openControls> = {
  resource: openControls,
  noun: '开通管控',
  list: userControlApi.openControlList,
  filters: ['companyName', 'service', 'reason', 'createdAt'],
  remove: {
    call: userControlApi.openControlDelete,
    confirm: (row) => `确定解除企业「${row.companyName}」的开通管控吗？解除后可为其员工开通电脑拨号`,
  },
  ownState: true,
};

/** 开通管控记录: a list inside /company's toolbar dialog. */
export function OpenControlList() {
  return <ResourcePage<OpenControlRow, typeof openControls> {...openControlPage} />;
}
