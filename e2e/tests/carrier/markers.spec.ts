import { MARKER_TEXTS, MARKER_URGENT_FEE, markerApi, markerOptions, markerQueries, reportedNumbers } from '@console/remote-carrier/contract';
import { expect, login, test } from '../../support/fixtures';
import { confirmPopover, dialog, downloadSheet, message, rows, saveDialog, searchBy, sheetHeader } from '../../support/listPage';

test.describe('markers', () => {
  test('/programmeManagement: an agent adds a programme, buys it (the balance moves and the top-up is recorded), and deletes it', async ({ page }) => {
    const name = `测试包${Date.now().toString(36)}`;
    await login(page, 'agent', { to: '/programmeManagement' });
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: '新增方案' }).click();
    await dialog(page).getByLabel(markerOptions.fields.name.label, { exact: true }).fill(name);
    await dialog(page).getByLabel(markerOptions.fields.queries.label, { exact: true }).fill('200');
    await dialog(page).getByLabel(markerOptions.fields.amount.label, { exact: true }).fill('15');
    await saveDialog(page);
    await searchBy(page, markerOptions.fields.name.label, name);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('button', { name: '购买' }).click();
    await confirmPopover(page);
    await expect(message(page)).toContainText('充值成功');
    await page.getByRole('button', { name: '充值记录' }).click();
    await expect(dialog(page).locator('.ant-table-row').first()).toContainText(name);
    await page.keyboard.press('Escape');
    await rows(page).first().getByRole('button', { name: '删除' }).click();
    await confirmPopover(page);
    await expect(rows(page)).toHaveCount(0);
  });

  test('/reportNumber: a staff member queries numbers, each answered and listed; the list exports', async ({ page }) => {
    const stem = `136${Date.now().toString().slice(-7)}`;
    await login(page, 'normal', { to: '/reportNumber' });
    await page.getByRole('button', { name: '报备查询' }).click();
    await dialog(page).getByLabel(reportedNumbers.fields.phoneNumbers.label, { exact: true }).fill(`${stem}1\n${stem}2`);
    await saveDialog(page);
    await expect(message(page)).toContainText('已查询 2 个号码');
    await searchBy(page, reportedNumbers.fields.phoneNumber.label, stem);
    await expect(rows(page)).toHaveCount(2);
    const sheet = await downloadSheet(page, '号码报备.xlsx');
    expect(sheetHeader(sheet)).toEqual(markerApi.reportExport.columns.map((column) => column.title));
  });

  test('/reportNumber: 25 numbers join the query queue (排队中); 加急 names its fee and puts the query first (the queue does not move at rate 0)', async ({
    page,
  }) => {
    const stem = `135${Date.now().toString().slice(-6)}`;
    const phones = Array.from({ length: 25 }, (_, index) => `${stem}${String(index).padStart(2, '0')}`);
    await login(page, 'normal', { to: '/reportNumber' });
    await page.getByRole('button', { name: '报备查询' }).click();
    await dialog(page).getByLabel(reportedNumbers.fields.phoneNumbers.label, { exact: true }).fill(phones.join('\n'));
    await saveDialog(page);
    await expect(message(page)).toContainText('已加入查询队列（第');
    await page.getByRole('button', { name: '查询队列' }).click();
    const queue = dialog(page);
    const queued = queue.locator('.ant-table-tbody .ant-table-row');
    await expect(queued.first()).toBeVisible();
    const header = await queue.locator('thead th').allTextContents();
    const position = header.indexOf(markerQueries.fields.position.label);
    expect(position).toBeGreaterThanOrEqual(0);
    // The newest waiting query that is not urgent yet: this one (FIFO puts it last of its kind).
    const mine = queued
      .filter({ hasText: '排队中' })
      .filter({ has: page.getByRole('button', { name: '加急', exact: true }) })
      .last();
    await expect(mine).toContainText('25');
    await mine.getByRole('button', { name: '加急', exact: true }).click();
    const popover = page.locator('.ant-popconfirm:visible').last();
    await expect(popover).toContainText(MARKER_TEXTS.urgentConfirm(25));
    expect(MARKER_URGENT_FEE(25)).toBe(3);
    await confirmPopover(page);
    await expect(message(page)).toContainText(MARKER_TEXTS.urgentDone);
    const first = queued.first();
    await expect(first).toContainText('已加急');
    await expect(first).toContainText('排队中');
    await expect(first.locator('td').nth(position)).toHaveText('1');
  });
});
