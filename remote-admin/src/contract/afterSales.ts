/** After-sales (spec section 7). Base path not shown by the spec: `/api/afterSale/`. */
export const afterSaleApi = {};
