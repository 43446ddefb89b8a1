import { createResourcePage } from '@console/sdk/kit';
import { SHUTDOWN_TEXTS, shutdownApi, shutdowns, type StopResult } from '../contract';

/** Numbers shut down now (/shutdownList): stopped in bulk (exempt numbers passed over), restored in batches. */
export default createResourcePage({
  resource: shutdowns,
  noun: '停机号码',
  list: shutdownApi.shutdownList,
  form: {
    fields: ['phoneNumbers', 'companyId', 'reason', 'remark'],
    add: {
      call: shutdownApi.shutdownStop,
      label: '号码停机',
      initialValues: { reason: '欠费' },
      successMessage: (result) => SHUTDOWN_TEXTS.stopped((result as { data: StopResult }).data),
    },
  },
  batch: [
    {
      label: '复机',
      call: shutdownApi.shutdownRestore,
      type: 'primary',
      confirm: (count) => `确定为所选的 ${count} 个号码复机吗？`,
      run: async (rows) => SHUTDOWN_TEXTS.restored((await shutdownApi.shutdownRestore({ ids: rows.map((row) => row.id) })).data.restored),
    },
  ],
  exporter: shutdownApi.shutdownExport,
});
