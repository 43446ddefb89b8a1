import { SEEDED_SIP } from '@console/sdk/seeded';
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
  sheetRows,
  totalCount,
} from '../../support/listPage';

/** A number of this attempt's own (retries and parallel runs never meet). */
const fresh = (digits: number) => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-digits);

test.describe('cloud-call service: SIP numbers, surcharges, prices and controls', () => {
  test('admin opens a SIP account for a staff member, edits it keeping the password, exports without passwords, deletes it', async ({ page }) => {
    // A generated staff member (user11…) the add form offers: the SIP tests' accounts 1001 and 1002 are never touched.
    const account = `7${fresh(6)}`;
    await login(page, 'admin', { to: '/sipNumber' });
    await expect(rows(page).first()).toBeVisible();
    await expect(page.locator('.ant-table-thead:visible')).not.toContainText('密码');
    await page.getByRole('button', { name: '新增SIP账号' }).click();
    const user = await pickOption(page, dialog(page), '所属用户', 'user');
    await dialog(page).getByLabel('SIP账号', { exact: true }).fill(account);
    await dialog(page).getByLabel('注册域（IP）', { exact: true }).fill('10.20.1.11');
    await dialog(page).getByLabel('WebSocket 服务器', { exact: true }).fill('sip1.yunhu.example.com');
    // Refused without a password, the form kept.
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(dialog(page)).toContainText('请填写密码');
    await dialog(page).getByLabel('密码', { exact: true }).fill('pass1234');
    await saveDialog(page);
    await searchBy(page, 'SIP账号', account);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(user.replace(/（.*$/, ''));
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    await expect(dialog(page).getByLabel('新密码', { exact: true })).toHaveValue('');
    await dialog(page).getByLabel('注册域（IP）', { exact: true }).fill('10.20.1.12');
    await saveDialog(page);
    await expect(rows(page).first()).toContainText('10.20.1.12');
    const sheet = sheetRows(await downloadSheet(page, 'SIP号码.xlsx'));
    expect(sheet[0]).not.toContain('密码');
    expect(sheet).toHaveLength(2);
    expect(JSON.stringify(sheet)).not.toContain('pass1234');
    await rows(page).first().getByRole('button', { name: '删除' }).click();
    await confirmPopover(page);
    await expectEmpty(page);
  });

  test('测试注册 registers the seeded account with the run’s Kamailio, and says why a wrong password fails', async ({ page }) => {
    // 1001's password is the registrar's; 1002's is not (e2e/sip/kamailio.cfg.template).
    await login(page, 'admin', { to: '/sipNumber' });
    for (const [account, answer] of [
      [SEEDED_SIP.good.account, '注册成功'],
      [SEEDED_SIP.bad.account, '注册失败：账号或密码错误（401）'],
    ]) {
      await searchBy(page, 'SIP账号', account);
      // The one row is this account's (the previous search's row may still be shown for a moment).
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first().getByRole('cell').first()).toHaveText(account);
      await rows(page).first().getByRole('button', { name: '测试注册' }).click();
      await confirmPopover(page);
      await expect(message(page)).toContainText(answer);
    }
  });

  test('an agent adds a surcharge range for its company, is refused an overlap in Chinese, edits and deletes it', async ({ page }) => {
    // 197: a prefix the seed gives no company (its ranges start 130…199 but never 197), so the only
    // overlap this range can meet is the one the test makes on purpose.
    const start = `197${fresh(4)}`;
    const end = String(Number(start) + 9);
    await login(page, 'agent', { to: '/premium' });
    await expect(rows(page).first()).toBeVisible();
    const add = async () => {
      await page.getByRole('button', { name: '新增附加费' }).click();
      await pickOption(page, dialog(page), '企业', '星辰');
      await dialog(page).getByLabel('号段起始', { exact: true }).fill(start);
      await dialog(page).getByLabel('号段结束', { exact: true }).fill(end);
      await dialog(page).getByLabel('附加费（元/分钟）', { exact: true }).fill('0.05');
    };
    await add();
    await saveDialog(page);
    await add();
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(message(page)).toContainText(`与该企业已有号段 ${start}-${end} 重叠`);
    await dialog(page)
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await searchBy(page, '号段起始', start);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    await dialog(page).getByLabel('附加费（元/分钟）', { exact: true }).fill('0.08');
    await saveDialog(page);
    await expect(rowWith(page, '0.08')).toHaveCount(1);
    await rows(page).first().getByRole('button', { name: '删除' }).click();
    await confirmPopover(page);
    await expectEmpty(page);
  });

  test('the company reads its own precision control, with nothing to change', async ({ page }) => {
    await login(page, 'company', { to: '/tonglianPrecisionTube' });
    expect(await totalCount(page)).toBe(1);
    await expect(page.getByRole('button', { name: '新增精准管控' })).toHaveCount(0);
    await expect(rows(page).first().getByRole('button', { name: '编辑' })).toHaveCount(0);
  });

  test('an agent claiming admin opens /sipNumber, but the backend refuses its list and its writes', async ({ page }) => {
    await login(page, 'agent');
    await openWithClaimedAdmin(page, '/sipNumber');
    expect(
      await callWithClaimedAdmin(page, '/api/cloudcall/sipNumber/update', 'id=10&account=1001&ip=evil.example.com&fsUrl=evil.example.com&sslPort=443'),
    ).toEqual(REFUSED);
  });
});
