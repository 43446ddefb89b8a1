import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope, pageOf, renderPage } from '@console/sdk/kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

/** The branding calls (/OEMset, /OEMswiper, /swipes), mocked by path, keeping their declarations. */
const calls = vi.hoisted(() => new Map<string, Mock>());
vi.mock('../contract', async (importOriginal) => {
  const { mockContract } = await import('@console/sdk/contract/testing');
  return mockContract(await importOriginal<typeof import('../contract')>(), ['brandApi', 'swiperApi', 'oemApi', 'uploadApi'], calls);
});

const { brandApi, swiperApi } = await import('../contract');
const call = (path: string) => calls.get(path)!;
const IMAGE = `/api/admin/upload/file/${'c3'.repeat(32)}.png`;
const slide = (id: number, title: string, sort: number, enabled: 0 | 1 = 1) => ({
  id,
  brandId: 4,
  host: 'localhost',
  webName: '云呼管理平台',
  title,
  image: IMAGE,
  link: '',
  sort,
  enabled,
});
const BRANDS = [
  { id: 3, url: 'cy.localhost', webName: '创营云呼', icon: IMAGE, downUrl: '', topSmallPicture: IMAGE, topBigPicture: IMAGE },
  { id: 4, url: 'localhost', webName: '云呼管理平台', icon: IMAGE, downUrl: '', topSmallPicture: IMAGE, topBigPicture: IMAGE },
];

beforeEach(() => {
  localStorage.setItem('ms_role', 'admin');
  localStorage.setItem('user', '6');
  localStorage.setItem('token', 'Bearer test');
  for (const fn of calls.values()) fn.mockReset().mockResolvedValue(envelope(null));
  call(brandApi.list.path).mockResolvedValue(pageOf(BRANDS));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('/OEMswiper', () => {
  it('lists the carousel of this host’s brand and moves an image by its 上移/下移 buttons', async () => {
    call(swiperApi.list.path).mockResolvedValue(envelope([slide(1, '甲图', 1), slide(2, '乙图', 2, 0)]));
    await renderPage(import('./OemSwiper'), '/OEMswiper');
    await screen.findByText('甲图');
    // The brand whose host the page is on (happy-dom: localhost) is chosen first.
    expect(call(swiperApi.list.path)).toHaveBeenCalledWith({ brandId: 4 });
    expect((screen.getByRole('button', { name: '上移「甲图」' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '下移「乙图」' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('停用')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '下移「甲图」' })));
    await waitFor(() => expect(call(swiperApi.move.path)).toHaveBeenCalledWith({ id: 1, direction: 'down' }));
    await waitFor(() => expect(call(swiperApi.list.path)).toHaveBeenCalledTimes(2));
  });
});

describe('/swipes', () => {
  it('shows the enabled images of this host’s brand in order', async () => {
    call(swiperApi.listShown.path).mockResolvedValue(envelope([slide(5, '第一张', 1), slide(6, '第二张', 2)]));
    await renderPage(import('./Swipes'), '/swipes');
    await waitFor(() => expect(screen.getAllByTestId('swipe-title').map((item) => item.textContent)).toEqual(['1. 第一张', '2. 第二张']));
    expect(call(swiperApi.listShown.path)).toHaveBeenCalledWith({ url: window.location.host });
    expect(document.querySelector('img[alt="第一张"]')?.getAttribute('src')).toBe(IMAGE);
  });

  it('says so when the brand has no image', async () => {
    call(swiperApi.listShown.path).mockResolvedValue(envelope([]));
    await renderPage(import('./Swipes'), '/swipes');
    expect(await screen.findByText('暂无轮播图')).toBeTruthy();
  });
});
