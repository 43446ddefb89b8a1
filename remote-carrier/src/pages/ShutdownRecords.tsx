import { createResourcePage } from '@console/sdk/kit';
import { shutdownApi, shutdownEvents } from '../contract';

/** Every stop and restore (/shutdownRecord): who, when and why, as the stops and restores wrote them. */
export default createResourcePage({
  resource: shutdownEvents,
  noun: '停机记录',
  list: shutdownApi.shutdownEventList,
  exporter: shutdownApi.shutdownEventExport,
});
