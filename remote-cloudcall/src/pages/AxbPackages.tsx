import { createResourcePage } from '@console/sdk/kit';
import { AXB_PACKAGE_KINDS, axbPackageApi, axbPackages } from '../contract';

/** A member's callback packages (/packageManagement, /packageManagementX, /packageManagementXuser, admin): one page, the member from the route. */
export default createResourcePage((params: Record<string, unknown>) => {
  const member = AXB_PACKAGE_KINDS.of(params);
  return {
    resource: axbPackages,
    noun: `${member.label}套餐`,
    list: axbPackageApi.packageList,
    params: { kind: member.key },
    filters: ['name', 'status', 'createdAt'],
    form: {
      fields: ['name', 'numberCount', 'minutes', 'price', 'overageRate', 'validDays', 'status', 'remark'],
      add: { call: axbPackageApi.packageSave, initialValues: { status: '上架', validDays: 30, minutes: 0 } },
      edit: { call: axbPackageApi.packageSave },
    },
    columnOverrides: { numberCount: { title: `${member.unit}数量` } },
    remove: { call: axbPackageApi.packageDelete, confirm: (row) => `确定删除套餐「${row.name}」吗？` },
    exporter: axbPackageApi.exportPackages,
  };
});
