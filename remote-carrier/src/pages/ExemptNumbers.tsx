import { createResourcePage } from '@console/sdk/kit';
import { SHUTDOWN_TEXTS, exemptNumbers, shutdownApi } from '../contract';

/** Numbers exempt from shutdown until a day (/NoShutdownMaintenanceNumber): a stop passes them over. */
export default createResourcePage({
  resource: exemptNumbers,
  noun: '免停机号码',
  list: shutdownApi.exemptList,
  form: {
    add: {
      call: shutdownApi.exemptAdd,
      label: '添加免停机号码',
      successMessage: (result) => SHUTDOWN_TEXTS.exemptAdded((result as { data: Parameters<typeof SHUTDOWN_TEXTS.exemptAdded>[0] }).data),
    },
    edit: { call: shutdownApi.exemptUpdate },
  },
  remove: { call: shutdownApi.exemptDelete, confirm: (row) => `确定将 ${row.phoneNumber} 移出免停机名单吗？移出后可以被停机` },
  exporter: shutdownApi.exemptExport,
});
