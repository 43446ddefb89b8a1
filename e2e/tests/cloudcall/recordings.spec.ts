import type { Page, Response } from '@playwright/test';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '@console/sdk/seeded';
import { expect, goInApp, login, sidebarTopLevel, test } from '../../support/fixtures';
import { choose, confirmPopover, dialog, downloadSheet, rows, saveDialog, searchBy, searchForm, sheetRows, totalCount } from '../../support/listPage';

/** The open player: its drawer, waveform, clock, marks and the controls, found by what a user reads. */
const drawer = (page: Page) => page.locator('.ant-drawer:visible').last();
const player = (page: Page) => drawer(page).getByRole('group', { name: /录音播放器/ });
const clock = (page: Page) => drawer(page).locator('.recording-clock');
/** The clock's current position in seconds (m:ss / m:ss). */
const position = async (page: Page) => {
  const [minutes, seconds] = (await clock(page).innerText()).split('/')[0]!.trim().split(':').map(Number);
  return minutes! * 60 + seconds!;
};
const isAudio = (response: Response) => new URL(response.url()).pathname === '/api/record/audio';

test.describe('recordings: the player in the list, by range requests, with moment links and pinned notes', () => {
  test('gm logs in and lands on /GM, sees only its recording entry, and every other page answers 403', async ({ page }) => {
    await page.goto('/login');
    await page.getByPlaceholder('用户名').fill(SEEDED_ACCOUNTS.gm.username);
    await page.getByPlaceholder('密码').fill(SEEDED_PASSWORD);
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/GM');
    await expect(rows(page).first()).toBeVisible();
    expect(await sidebarTopLevel(page)).toEqual(['录音质检']);
    for (const path of ['/dashboard', '/record', '/recording', '/customer']) {
      await goInApp(page, path, { settled: false });
      await expect(page, path).toHaveURL(/\/403$/);
      // The 403 page drawn before the next address (as the route sweep does).
      await expect(page.getByText('抱歉，您无权访问此页面'), path).toBeVisible();
    }
  });

  test('company opens a recording over the list: seeks by range request, skips, changes speed by key, pins a note, and a moment link opens it there', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await login(page, 'company', { to: '/recording' });
    await expect(rows(page).first()).toBeVisible();
    // A call of two minutes or more: room to seek and skip.
    await searchBy(page, '通话时长≥（秒）', '120');
    await expect(rows(page).first()).toBeVisible();
    const audio: Response[] = [];
    page.on('response', (response) => {
      if (isAudio(response)) audio.push(response);
    });
    // Opening the list fetched no audio: it loads when a player opens.
    expect(audio).toHaveLength(0);
    await rows(page).first().getByRole('button', { name: '播放', exact: true }).click();
    await expect(drawer(page)).toContainText(/通话录音 #\d+/);
    const recordId = Number(/#(\d+)/.exec(await drawer(page).locator('.ant-drawer-title').innerText())![1]);
    const waveform = drawer(page).locator('.recording-waveform');
    await expect(waveform).toBeVisible();
    await expect(drawer(page).getByRole('button', { name: '播放', exact: true })).toBeEnabled();
    const total = Number(
      (await clock(page).innerText())
        .split('/')[1]!
        .trim()
        .split(':')
        .reduce((sum, part) => sum * 60 + Number(part), 0),
    );
    expect(total).toBeGreaterThanOrEqual(120);

    // A click at the middle of the waveform (below the marks' labels) seeks there; the audio is read by byte ranges (206, audio/mpeg).
    const box = (await waveform.boundingBox())!;
    await waveform.click({ position: { x: box.width / 2, y: box.height * 0.8 } });
    await expect.poll(() => position(page)).toBeGreaterThan(total * 0.4);
    expect(await position(page)).toBeLessThan(total * 0.6);
    await expect.poll(() => audio.some((response) => response.status() === 206)).toBe(true);
    const ranged = audio.find((response) => response.status() === 206)!;
    expect(ranged.request().headers()['range']).toMatch(/^bytes=\d+-/);
    expect(ranged.headers()['content-type']).toBe('audio/mpeg');
    expect(ranged.headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);

    // The keyboard: → skips 10 s, = (or +) steps the speed to 1.25×.
    const before = await position(page);
    await player(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position(page)).toBeGreaterThanOrEqual(before + 9);
    await page.keyboard.press('=');
    await expect(drawer(page).getByLabel('播放速度').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText('1.25×');
    await drawer(page).getByRole('button', { name: '快退 10 秒' }).click();
    await expect.poll(() => position(page)).toBeLessThan(before + 5);

    // A note pinned at this moment: listed, and drawn on the timeline.
    const at = await position(page);
    const note = `客户要求回电${Date.now().toString(36).slice(-4)}`;
    const marksBefore = await drawer(page).locator('.recording-mark').count();
    await drawer(page).getByLabel('标记内容').fill(note);
    await drawer(page)
      .getByRole('button', { name: /^在 \d+:\d{2} 添加$/ })
      .click();
    await expect(page.locator('.ant-message')).toContainText('添加备注');
    await expect(drawer(page).locator('.recording-marks')).toContainText(note);
    await expect(drawer(page).locator('.recording-mark')).toHaveCount(marksBefore + 1);

    // The moment link opens the page, the record's player and the position, with the note there.
    const link = await drawer(page).locator('.recording-moment-link').getAttribute('href');
    expect(link).toMatch(new RegExp(`play=${recordId}&at=\\d+`));
    await page.goto('/dashboard');
    await page.goto(link!);
    await expect(drawer(page)).toContainText(`通话录音 #${recordId}`);
    await expect(drawer(page).locator('.recording-marks')).toContainText(note);
    await expect.poll(() => position(page)).toBeGreaterThanOrEqual(at);

    // A click on the note's moment plays from there; then the note is removed by its author.
    await drawer(page)
      .getByRole('button', { name: new RegExp(`播放：${note}`) })
      .click();
    await expect.poll(() => position(page)).toBeGreaterThanOrEqual(at);
    await expect(drawer(page).getByRole('button', { name: '暂停', exact: true })).toBeVisible();
    await drawer(page)
      .getByRole('button', { name: `删除标记：${note}` })
      .click();
    await confirmPopover(page);
    await expect(drawer(page)).not.toContainText(note);
  });

  test('company closes a recording with a reason (关闭录音): it leaves /recording, /record says 已关闭, and its old audio address answers 410', async ({
    page,
  }) => {
    await login(page, 'company', { to: '/recording' });
    await expect(rows(page).first()).toBeVisible();
    // A short call, the last of the page: not the long ones the player's flow above seeks in.
    await searchBy(page, '通话时长≤（秒）', '40');
    // The search's rows, not the previous list's still drawn: every call shown is 40 s or shorter.
    const seconds = (text: string) => text.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
    await expect
      .poll(async () => {
        if (await page.locator('.ant-spin-spinning').count()) return false;
        const lengths = await rows(page).locator('td').allInnerTexts();
        const durations = lengths.map((cell) => cell.trim()).filter((cell) => /^\d{2}:\d{2}:\d{2}$/.test(cell));
        return durations.length > 0 && durations.every((cell) => seconds(cell) <= 40);
      })
      .toBe(true);
    const row = rows(page).last();
    const cells = await row.locator('td').allInnerTexts();
    const [callee, startTime] = [cells[1]!.trim(), cells.find((cell) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(cell.trim()))!.trim()];
    // The audio's signed address, given when the player opened, before the close.
    const info = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/record/recordingInfo');
    await row.getByRole('button', { name: '播放', exact: true }).click();
    const { url } = (await (await info).json()).data as { url: string };
    expect((await page.request.get(url)).status()).toBe(200);
    await drawer(page).locator('.ant-drawer-close').click();
    await expect(drawer(page)).toHaveCount(0);

    const same = () => rows(page).filter({ hasText: callee }).filter({ hasText: startTime });
    await same().getByRole('button', { name: '关闭录音' }).click();
    await expect(dialog(page)).toContainText('关闭后任何人都无法再收听该录音，且无法撤销。');
    await dialog(page).getByLabel('关闭原因').fill('客户依法要求删除通话录音');
    await saveDialog(page);
    await expect(page.locator('.ant-message')).toContainText('录音已关闭');
    await expect(same()).toHaveCount(0);

    const gone = await page.request.get(url);
    expect(gone.status()).toBe(410);
    expect(await gone.json()).toMatchObject({ code: 410, message: '录音已关闭' });

    await goInApp(page, '/record');
    await searchBy(page, '被叫号码', callee);
    await expect(same()).toHaveCount(1);
    await expect(same()).toContainText('已关闭');
    await expect(same().getByRole('button', { name: '播放录音' })).toHaveCount(0);
  });

  test('a call without a recording says so, offers no player, and the search exports as 通话记录.xlsx', async ({ page }) => {
    await login(page, 'company', { to: '/record' });
    await expect(rows(page).first()).toBeVisible();
    await choose(page, searchForm(page), '录音', '无录音');
    await searchForm(page).locator('button[type=submit]').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('hasRecording')).toBe('0');
    await expect(rows(page).first()).toContainText('无录音');
    await expect(rows(page).first().getByRole('button', { name: '播放录音' })).toHaveCount(0);
    await expect(rows(page).filter({ hasText: '有录音' })).toHaveCount(0);
    const sheet = sheetRows(await downloadSheet(page, '通话记录.xlsx'));
    expect(sheet[0]).toContain('录音');
    expect(sheet).toHaveLength((await totalCount(page)) + 1);
    const column = sheet[0]!.indexOf('录音');
    expect(new Set(sheet.slice(1).map((row) => row[column]))).toEqual(new Set(['无录音']));
  });
});

test.describe('the 坐席 filter of /record searches the staff picker as one types (issue 58)', () => {
  /** The staff picker's answer as the page's own client asks it (the logged-in token). */
  const staffPicker = (page: Page, query: string) =>
    page.evaluate(
      async (query) => (await (await fetch(`/api/party/staff?${query}`, { headers: { Authorization: localStorage.getItem('token') ?? '' } })).json()).data,
      query,
    ) as Promise<{ value: number; label: string }[]>;

  test('admin types a staff member who is not among the first 50 by name, picks them, and the list narrows to their calls; a reload keeps the label', async ({
    page,
  }) => {
    await login(page, 'admin', { to: '/record' });
    await expect(rows(page).first()).toBeVisible();
    const before = await totalCount(page);
    const firstChoices = (await staffPicker(page, '')).map((option) => option.label);
    expect(firstChoices).toHaveLength(50);
    // A caller on the first page (the 坐席 column shows the member's name) whose name one staff member
    // has, and whose label the first 50 choices do not hold (1,666 staff, 50 shown).
    const header = (await page.locator('.ant-table-thead:visible').first().locator('th').allInnerTexts()).map((text) => text.trim());
    const column = header.indexOf('坐席');
    const callers = await rows(page).evaluateAll((trs, column) => trs.map((tr) => tr.children[column]?.textContent?.trim() ?? ''), column);
    let name = '';
    let label = '';
    for (const caller of new Set(callers.filter((one) => one && one !== '-'))) {
      const theirs = (await staffPicker(page, `name=${encodeURIComponent(caller)}`)).filter((option) => option.label.startsWith(`${caller}（`));
      if (theirs.length === 1 && !firstChoices.includes(theirs[0]!.label)) [name, label] = [caller, theirs[0]!.label];
      if (name) break;
    }
    expect(label).not.toBe('');

    const combobox = searchForm(page).getByLabel('坐席', { exact: true });
    const select = combobox.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
    const typed = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/party/staff' && new URL(request.url()).searchParams.get('name') === name,
    );
    await combobox.click();
    await combobox.fill(name);
    await typed;
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click();
    await expect(select).toContainText(label);
    await searchForm(page).locator('button[type=submit]').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('userId')).not.toBeNull();

    const onlyTheirs = async () =>
      (await rows(page).evaluateAll((trs, column) => trs.map((tr) => tr.children[column]?.textContent?.trim()), column)).every((cell) => cell === name);
    await expect.poll(onlyTheirs).toBe(true);
    await expect(rows(page).first()).toBeVisible();
    expect(await totalCount(page)).toBeLessThan(before);

    // Restored from its URL, the filter shows the member's label (asked by id), not a bare id.
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    await expect(
      searchForm(page).getByLabel('坐席', { exact: true }).locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]'),
    ).toContainText(label);
    await expect.poll(onlyTheirs).toBe(true);
  });
});
