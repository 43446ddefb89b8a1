import { createResourcePage, type Resource } from '@console/sdk/kit';
import { BATCH_SETTINGS, type BatchSettingKind } from '../contract';

/** The call batches' settings (/cdrBatchType, /cdrBatchServer, /cdrBatchPremium): one list-and-form page, its kind from the route. */
export default createResourcePage((params: Record<string, unknown>) => {
  const setting = BATCH_SETTINGS[params.kind as BatchSettingKind] ?? BATCH_SETTINGS.type;
  const { api, noun } = setting;
  const resource = setting.resource as Resource;
  return {
    resource,
    noun,
    list: api.list,
    form: {
      add: { call: api.save, initialValues: 'enabled' in resource.fields ? { enabled: 1 } : undefined },
      edit: { call: api.save },
    },
    remove: { call: api.delete, confirm: (row: { name?: string; companyName?: string }) => `确定删除${noun}「${row.name ?? row.companyName}」吗？` },
    exporter: api.export,
  };
});
