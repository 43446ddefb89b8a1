import { endpoint } from '../define';

/** After-sales (spec section 7). Base path not shown by the spec: `/api/afterSale/`. */
export const afterSaleApi = {
  findAfterSale: endpoint.get('/api/afterSale/findAfterSale'),
  getAfterSaleById: endpoint.get<unknown, { id: number }>('/api/afterSale/getAfterSaleById'),
  findAfterSaleByRole: endpoint.get('/api/afterSale/findAfterSaleByRole'),
  updateAfterSale: endpoint.post('/api/afterSale/updateAfterSale'),
  addAfterSale: endpoint.post('/api/afterSale/addAfterSale'),
  deleteAfterSale: endpoint.post('/api/afterSale/deleteAfterSale'),
};
