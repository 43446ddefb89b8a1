import { expect, login, test } from '../../support/fixtures';
import { dialog, downloadSheet, expectEmpty, message, openWithClaimedAdmin, rows, searchBy, sheetHeader } from '../../support/listPage';

test.describe('rights and records', () => {
  test('an agent may not extend beyond its own term; the admin extends, and the log and the business records show it', async ({ page }) => {
    await login(page, 'agent', { to: '/termOfValidity' });
    // 用户名 matches a part, and the seed has hundreds of staff accounts: the name narrows it to the seeded one.
    await searchBy(page, '用户名', 'staff');
    await searchBy(page, '姓名', '周强');
    // The seeded account by its user name: other staff accounts are called 周强 too, and the list is ordered by term.
    const account = () => rows(page).filter({ has: page.getByRole('cell', { name: 'staff', exact: true }) });
    await account().getByRole('button', { name: '延期', exact: true }).click();
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(message(page)).toContainText('不能超过您自己的有效期');
    // A refused save keeps the dialog and what it holds.
    await expect(dialog(page)).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await login(page, 'admin', { to: '/termOfValidity' });
    // 用户名 matches a part, and the seed has hundreds of staff accounts: the name narrows it to the seeded one.
    await searchBy(page, '用户名', 'staff');
    await searchBy(page, '姓名', '周强');
    const before = await account().innerText();
    await account().getByRole('button', { name: '延期', exact: true }).click();
    const proposed = await dialog(page).locator('input').first().inputValue();
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(message(page)).toContainText('有效期已延长');
    await expect(account()).toContainText(proposed);
    expect(before).not.toContain(proposed);

    await page.goto('/operationLog');
    await searchBy(page, '操作', '延长有效期');
    await expect(rows(page).first()).toContainText(`有效期至 ${proposed}`);
    await expect(rows(page).first()).toContainText('admin');
    // What the write changed (the audit trail): the account's term, old and new.
    await expect(rows(page).first()).toContainText('修改员工');
    expect(sheetHeader(await downloadSheet(page, '操作日志.xlsx'))).toEqual([
      '操作人',
      '角色',
      '操作',
      '操作对象',
      '变更内容',
      'IP 地址',
      '所属代理商',
      '操作时间',
    ]);

    await page.goto('/businessRecords');
    await expect(rows(page).first()).toContainText('续期');
    await expect(rows(page).first()).toContainText(proposed);
  });

  test('an agent sees its own and its sub-agents’ log, not the admins’', async ({ page }) => {
    await login(page, 'agent', { to: '/operationLog' });
    await expect(rows(page).first()).toBeVisible();
    await searchBy(page, '操作人', 'subagent');
    await expect(rows(page).first()).toContainText('subagent');
    await searchBy(page, '操作人', 'root');
    await expectEmpty(page);
  });

  test('/role marks each role as the served manifests say; admin, whose login carries the flag, opens the department pool', async ({ page }) => {
    await login(page, 'subAgent', { to: '/role' });
    await searchBy(page, '路由', '/CRMDepartmentHigh');
    // 页面, 路由, 所属模块, 附加条件, then the eight roles in order: admin first, normal seventh.
    const cells = rows(page).first().locator('td');
    await expect(cells.nth(3)).toContainText('需开通部门公海');
    await expect(cells.nth(4)).toHaveText('有条件');
    await expect(cells.nth(10)).toHaveText('有条件');

    await page.evaluate(() => localStorage.clear());
    await login(page, 'admin', { to: '/CRMDepartmentHigh' });
    await expect(page).toHaveURL(/\/CRMDepartmentHigh$/);
    await expect(rows(page).first()).toBeVisible();
  });

  test('a tampered stored role opens the log, but the backend refuses it', async ({ page }) => {
    await login(page, 'normal');
    await openWithClaimedAdmin(page, '/operationLog');
  });
});
