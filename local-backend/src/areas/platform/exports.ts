import { exportApi } from '@console/sdk/contract/exports';
import { define, type Endpoints } from '../../http/endpoint';
import { exportProgress } from '../../http/exportProgress';
import { requiredText } from '../../http/params';

/** An export's progress while its file streams (`sendSheet` tracks a request's `exportId`). */
export const exportEndpoints: Endpoints = [
  define({
    call: exportApi.progress,
    handler: ({ params }) => exportProgress(requiredText(params, 'exportId', '导出编号', 64)),
  }),
];
