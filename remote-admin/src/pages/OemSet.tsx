import { createResourcePage } from '@console/sdk/kit';
import { brand, brandApi, oemApi } from '../contract';

/**
 * 品牌设置 (/OEMset): the brand the shell loads for each host (title, favicon, logos, APP 下载地址).
 * Images are uploaded through the form's image fields (stored and checked by the backend).
 */
export default createResourcePage({
  resource: brand,
  noun: '品牌',
  list: brandApi.list,
  form: {
    add: { call: oemApi.saveOemInfo },
    edit: { call: oemApi.saveOemInfo },
  },
});
