import { createResourcePage, type Page } from '@console/sdk/kit';
import { accountChecks, validateApi, type AccountCheckRow } from '../contract';

/** The checks as one page of the kit's list: a handful of rows, all on it. */
export async function accountCheckPage(): Promise<Page<AccountCheckRow>> {
  const { data } = await validateApi.account();
  return { list: data, total: data.length };
}

/** 账号核验 (/validate): the logged-in account checked as the login checks it, with what will stop it. */
export default createResourcePage({
  resource: accountChecks,
  noun: '核验项',
  list: accountCheckPage,
});
