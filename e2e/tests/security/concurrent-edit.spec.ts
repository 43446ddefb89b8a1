import { FAILURE_TEXTS } from '@console/sdk/messages';
import { expect, login, test } from '../../support/fixtures';
import { confirmDialog, dialog, message, rows, searchBy, total } from '../../support/listPage';

/**
 * Two users edit the same customer at the same time (CONTRACT.md, "Concurrent edits"). The second save, made from the
 * version both opened, is refused with a clear message and keeps what was typed; nothing is
 * silently overwritten, and after a refresh the second user can save.
 */
test('the second of two concurrent edits of a customer is refused, never overwriting the first', async ({ browser }) => {
  // A customer of this test's own: a department member's, which the company sees too.
  const phone = `139${String(Date.now()).slice(-8)}`;
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  try {
    await login(first, 'department', { to: '/customer' });
    await first.getByRole('button', { name: '新增客户' }).click();
    await dialog(first).getByLabel('客户名称').fill('并发编辑客户');
    await dialog(first).getByLabel('手机号').fill(phone);
    await confirmDialog(first);
    await expect(message(first)).toContainText('保存成功');

    await login(second, 'company', { to: '/customer' });
    for (const page of [first, second]) {
      await searchBy(page, '手机号', phone);
      await expect(total(page)).toHaveText('共 1 条');
      await rows(page).first().getByRole('button', { name: '编辑' }).click();
      await expect(dialog(page).getByLabel('客户名称')).toHaveValue('并发编辑客户');
    }

    await dialog(first).getByLabel('客户名称').fill('部门经理改的');
    await confirmDialog(first);
    await expect(message(first)).toContainText('保存成功');
    await expect(rows(first).first()).toContainText('部门经理改的');

    await dialog(second).getByLabel('客户名称').fill('企业管理员改的');
    await confirmDialog(second);
    await expect(message(second)).toContainText(FAILURE_TEXTS.recordChanged);
    await expect(dialog(second).getByLabel('客户名称')).toHaveValue('企业管理员改的');

    // Refreshed, the second user sees the first one's change, and may edit from it.
    await dialog(second)
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await second.getByRole('button', { name: '刷新' }).click();
    await expect(rows(second).first()).toContainText('部门经理改的');
    await rows(second).first().getByRole('button', { name: '编辑' }).click();
    await expect(dialog(second).getByLabel('客户名称')).toHaveValue('部门经理改的');
    await dialog(second).getByLabel('客户名称').fill('企业管理员改的');
    await confirmDialog(second);
    await expect(rows(second).first()).toContainText('企业管理员改的');
  } finally {
    await first.context().close();
    await second.context().close();
  }
});
