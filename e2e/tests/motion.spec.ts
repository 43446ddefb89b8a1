import { expect, login, rows, test } from '../support/fixtures';

/** antd's motion durations as the page has them (its theme's CSS variables). */
const motionDuration = (page: import('@playwright/test').Page) =>
  page
    .locator('.ant-btn')
    .first()
    .evaluate((button) => getComputedStyle(button).getPropertyValue('--ant-motion-duration-mid').trim());

test.describe('animations follow the system’s reduced-motion setting', () => {
  test('reduced motion: no antd animations', async ({ page }) => {
    await login(page, 'admin', { to: '/blackList' });
    await expect(rows(page).first()).toBeVisible();
    expect(await motionDuration(page)).toBe('0s');
  });

  test.describe('no preference', () => {
    test.use({ reducedMotion: 'no-preference' });
    test('antd animates as designed', async ({ page }) => {
      await login(page, 'admin', { to: '/blackList' });
      await expect(rows(page).first()).toBeVisible();
      expect(await motionDuration(page)).toBe('0.2s');
    });
  });
});
