import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { Profiler, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './FormDialog';
import { PageActiveContext, PageDrawer, PageModal } from './pageActive';

/** A page with a dialog and a drawer; 隐藏页面 does what the shell does when another tab is shown. */
function Page() {
  const [active, setActive] = useState(true);
  const [drawer, setDrawer] = useState(false);
  return (
    <App>
      <button type="button" onClick={() => setActive((now) => !now)}>
        {active ? '隐藏页面' : '显示页面'}
      </button>
      <PageActiveContext.Provider value={active}>
        <FormDialog
          title="新增名称"
          trigger={<button type="button">新增</button>}
          fields={[{ name: 'name', label: '名称' }]}
          onSubmit={vi.fn(async () => null)}
        />
        <button type="button" onClick={() => setDrawer(true)}>
          详情
        </button>
        <PageDrawer title="详情" open={drawer} onClose={() => setDrawer(false)} destroyOnHidden>
          <input aria-label="备注" />
        </PageDrawer>
      </PageActiveContext.Provider>
    </App>
  );
}

const wrapOf = (element: HTMLElement, selector: string) => element.closest<HTMLElement>(selector)!;

describe('a page’s dialog and drawer follow their page', () => {
  it('hide with the page, keep what was typed, and come back with it', async () => {
    render(<Page />);
    await act(async () => fireEvent.click(screen.getByText('新增')));
    const name = await screen.findByPlaceholderText('请输入名称');
    await act(async () => fireEvent.change(name, { target: { value: '甲' } }));

    await act(async () => fireEvent.click(screen.getByText('隐藏页面')));
    // happy-dom runs no CSS transitions: a closed dialog stays in its leave motion.
    const closing = () => wrapOf(name, '.ant-modal').classList.contains('ant-zoom-leave');
    await waitFor(() => expect(closing()).toBe(true));

    await act(async () => fireEvent.click(screen.getByText('显示页面')));
    await waitFor(() => expect(closing()).toBe(false));
    expect((screen.getByPlaceholderText('请输入名称') as HTMLInputElement).value).toBe('甲');
  });

  it('a destroying drawer keeps its content while its page is hidden, and drops it only when closed', async () => {
    render(<Page />);
    await act(async () => fireEvent.click(screen.getByText('详情')));
    const note = await screen.findByLabelText('备注');
    await act(async () => fireEvent.change(note, { target: { value: '留言' } }));

    await act(async () => fireEvent.click(screen.getByText('隐藏页面')));
    await waitFor(() => expect(wrapOf(note, '.ant-drawer').classList.contains('ant-drawer-open')).toBe(false));
    await act(async () => fireEvent.click(screen.getByText('显示页面')));
    await waitFor(() => expect(wrapOf(note, '.ant-drawer').classList.contains('ant-drawer-open')).toBe(true));
    expect((screen.getByLabelText('备注') as HTMLInputElement).value).toBe('留言');

    await act(async () => fireEvent.click(within(wrapOf(note, '.ant-drawer')).getByLabelText('Close')));
    await waitFor(() => expect(screen.queryByLabelText('备注')).toBeNull());
  });
});

/** What the shell does to a kept page: only the context changes, the page's elements stay the same. */
function Hider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setActive((now) => !now)}>
        {active ? '隐藏页面' : '显示页面'}
      </button>
      <PageActiveContext.Provider value={active}>{children}</PageActiveContext.Provider>
    </>
  );
}

describe('a closed dialog or drawer', () => {
  it('renders nothing again when its page hides or shows (a form dialog renders its form while closed)', async () => {
    const commits = vi.fn();
    render(
      <App>
        <Hider>
          <Profiler id="dialogs" onRender={commits}>
            <PageModal open={false} forceRender>
              <input aria-label="名称" />
            </PageModal>
            <PageDrawer open={false} forceRender>
              <input aria-label="备注" />
            </PageDrawer>
          </Profiler>
        </Hider>
      </App>,
    );
    await waitFor(() => expect(screen.getByLabelText('名称', { selector: 'input' })).toBeTruthy());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    const before = commits.mock.calls.length;
    await act(async () => fireEvent.click(screen.getByText('隐藏页面')));
    await act(async () => fireEvent.click(screen.getByText('显示页面')));
    expect(commits).toHaveBeenCalledTimes(before);
  });
});

describe('PageActiveContext', () => {
  it('is one object for the shell’s copy and every remote’s bundled kit', async () => {
    const first = (await import('./pageActive')).PageActiveContext;
    vi.resetModules();
    const second = (await import('./pageActive')).PageActiveContext;
    expect(second).toBe(first);
  });
});
