import { createResourcePage, currentUser } from '@console/sdk/kit';
import { axbOrders, axbPackageApi } from '../contract';
import { companyField } from './familyFields';

/** What a purchase says: the company's balance it left (the call's answer, `{ data: { balanceAfter } }`). */
export const boughtMessage = (result: unknown) => `购买成功，企业余额 ${(result as { data: { balanceAfter: number } }).data.balanceAfter.toFixed(2)} 元`;

/** The companies' callback package orders (/packageList, all but oem and gm, scoped on the server); 购买套餐 takes the price from the company's balance. */
export default createResourcePage({
  resource: axbOrders,
  noun: '套餐订单',
  list: axbPackageApi.orderList,
  filters: ['orderNo', 'companyName', 'kind', 'state', 'startsAt'],
  form: currentUser().can(axbPackageApi.orderBuy)
    ? {
        fields: [{ ...companyField('套餐价格从企业余额中扣除'), required: true }, 'packageId'],
        add: {
          call: axbPackageApi.orderBuy,
          label: '购买套餐',
          successMessage: boughtMessage,
        },
      }
    : undefined,
  exporter: axbPackageApi.exportOrders,
});
