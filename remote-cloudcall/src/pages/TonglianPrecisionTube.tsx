import { createResourcePage } from '@console/sdk/kit';
import { tonglianPrecisionTubeApi, tonglianPrecisionTube } from '../contract';

/** 通联精准管控 (/tonglianPrecisionTube). */
export default createResourcePage({
  resource: tonglianPrecisionTube,
  noun: '通联精准管控',
  list: tonglianPrecisionTubeApi.list,
  form: {
    add: { call: tonglianPrecisionTubeApi.add },
    edit: { call: tonglianPrecisionTubeApi.update },
  },
  remove: { call: tonglianPrecisionTubeApi.delete, confirm: (row) => `确定删除「${row.blockedAreas}」吗？` },
  exporter: tonglianPrecisionTubeApi.export,
});
