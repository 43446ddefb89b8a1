import { expect, login, test } from '../../support/fixtures';
import {
  callWithClaimedAdmin,
  confirmPopover,
  dialog,
  downloadSheet,
  expectEmpty,
  message,
  openWithClaimedAdmin,
  pickOption,
  REFUSED,
  rows,
  rowWith,
  saveDialog,
  searchBy,
  sheetHeader,
  total,
  unique,
} from '../../support/listPage';

test.describe('enterprise: departments, staff, deletion and restore', () => {
  test('a company runs its departments and staff; a deleted staff member is restored by admin', async ({ page }) => {
    const department = unique('测试部');
    const renamed = `${department}改`;
    await login(page, 'company', { to: '/department' });
    await expect(rows(page).first()).toBeVisible();

    // Create and rename a department.
    await page.getByRole('button', { name: '新增部门' }).click();
    await dialog(page).getByLabel('部门名称').fill(department);
    await saveDialog(page);
    await searchBy(page, '部门名称', department);
    await expect(total(page)).toHaveText('共 1 条');
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('部门名称').fill(renamed);
    await saveDialog(page);
    await searchBy(page, '部门名称', renamed);
    await expect(rowWith(page, renamed)).toHaveCount(1);

    // A department with staff is not deleted: it says why.
    await searchBy(page, '部门名称', '销售一部');
    await rowWith(page, '销售一部').getByRole('button', { name: '删除' }).click();
    await confirmPopover(page);
    await expect(message(page)).toContainText('该部门下还有');

    // A staff member in the new department.
    const username = unique('e2e');
    const realName = unique('测试员');
    await page.goto('/user');
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: '新增员工' }).click();
    const form = dialog(page);
    await form.getByLabel('用户名').fill(username);
    await form.getByLabel('登录密码').fill('secret88');
    await form.getByLabel('姓名').fill(realName);
    await form.getByLabel('手机号').fill(`139${String(Date.now()).slice(-8)}`);
    await pickOption(page, form, '部门', renamed);
    await saveDialog(page);
    await searchBy(page, '姓名', realName);
    await expect(rowWith(page, realName)).toContainText(renamed);

    // The list as a file, with the list's columns and no password.
    const header = sheetHeader(await downloadSheet(page, '员工列表.xlsx'));
    expect(header).toEqual(expect.arrayContaining(['用户名', '姓名', '手机号', '部门', '有效期至']));
    expect(header).not.toContain('登录密码');

    // Delete (softly): the list loses it.
    await rowWith(page, realName).getByRole('button', { name: '删除' }).click();
    await confirmPopover(page);
    await expectEmpty(page);

    // Admin restores it from 删除记录, with its department.
    await page.evaluate(() => localStorage.clear());
    await login(page, 'admin', { to: '/deleteRecords' });
    await searchBy(page, '姓名', realName);
    await expect(rowWith(page, realName)).toContainText(renamed);
    await rowWith(page, realName).getByRole('button', { name: '恢复' }).click();
    await confirmPopover(page);
    await expectEmpty(page);
    await page.goto(`/user?realName=${encodeURIComponent(realName)}`);
    await expect(rowWith(page, realName)).toContainText(renamed);
  });

  test('a company claiming admin opens /deleteRecords, but the backend refuses its list and a restore', async ({ page }) => {
    await login(page, 'company');
    await openWithClaimedAdmin(page, '/deleteRecords');
    expect(await callWithClaimedAdmin(page, '/api/user/restoreDeleted?id=1')).toEqual(REFUSED);
  });
});
