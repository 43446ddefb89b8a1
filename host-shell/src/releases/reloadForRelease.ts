import type { ModalStaticFunctions } from 'antd/es/modal/confirm';
import { hasUnsavedChanges } from '@console/sdk';
import type { Channel } from '../remotes/rollout';

export const RELEASE_TEXTS = {
  title: (area: string) => `「${area}」已发布新版本`,
  description: (version: string) => `版本 ${version}。当前页面可继续使用；刷新后该区域使用新版本。`,
  /** A canary this user had was taken back (README, "Canary releases"). */
  withdrawnTitle: (area: string) => `「${area}」的更新已撤回`,
  withdrawnDescription: (version: string) => `恢复为版本 ${version}。当前页面可继续使用；刷新后该区域恢复为该版本。`,
  refresh: '刷新',
  unsavedTitle: '提示',
  unsavedContent: '有尚未保存的内容，刷新后将丢失。确定刷新吗?',
};

/**
 * The notice for a release waiting in a page that runs `running`'s channel: a canary this user ran
 * that gave way to the stable version was withdrawn (an abort); anything else is a new version.
 */
export function releaseNotice(area: string, running: Channel | undefined, next: { version: string; channel?: Channel }) {
  const withdrawn = running === 'canary' && (next.channel ?? 'stable') === 'stable';
  return withdrawn
    ? { withdrawn, title: RELEASE_TEXTS.withdrawnTitle(area), description: RELEASE_TEXTS.withdrawnDescription(next.version) }
    : { withdrawn, title: RELEASE_TEXTS.title(area), description: RELEASE_TEXTS.description(next.version) };
}

/**
 * A release whose area already runs in this page is taken by reloading (a loaded remote is never
 * swapped in place). Unsaved input is never thrown away without asking first.
 */
export function reloadForRelease(modal: Pick<ModalStaticFunctions, 'confirm'>, beforeReload: () => void = () => undefined): void {
  const reload = () => {
    beforeReload();
    window.location.reload();
  };
  if (!hasUnsavedChanges()) return reload();
  modal.confirm({
    title: RELEASE_TEXTS.unsavedTitle,
    content: RELEASE_TEXTS.unsavedContent,
    okText: '确定',
    cancelText: '取消',
    onOk: reload,
  });
}
