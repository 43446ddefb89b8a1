import { createResourcePage } from '@console/sdk/kit';
import { billCheck, billCheckApi } from '../contract';

/** 话单核对 (/statistics): each company's month of call records against their bills; the anomalies first; .xlsx. */
export default createResourcePage({
  resource: billCheck,
  noun: '话单核对',
  list: billCheckApi.list,
  filters: ['statMonth', 'companyName', 'result'],
  columnOverrides: { statMonth: { render: (value: string) => value.slice(0, 7) } },
  exporter: billCheckApi.export,
});
