import { App as AntdApp } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { brandAtom, configureClient, platformStore, reloadSession } from '@console/sdk';
import { loadBrand } from '../brand/brand';
import { startSipPhone } from '../sip/sipPhone';
import { brandSettledAtom } from '../brand/brandState';
import { catalogAtom } from '../remotes/catalogState';
import { normalisePath } from '../remotes/RoutedPage';
import { shellRoute } from '../shellRoutes';
import { pageTitle, SHELL_TITLES } from '../title/pageTitle';

/** Root of every route: wires the api client to this shell, loads the brand, keeps the title. */
export function ShellRoot() {
  const { message } = AntdApp.useApp();
  const navigate = useNavigate();
  const pathname = normalisePath(useLocation().pathname);
  const brand = useAtomValue(brandAtom);
  const { catalog } = useAtomValue(catalogAtom);

  useEffect(() => {
    configureClient({
      showError: (text) => void message.error(text),
      goToLogin: () => {
        reloadSession();
        navigate('/login', { replace: true });
      },
      onSipAccount: () => void startSipPhone(),
    });
  }, [message, navigate]);

  useEffect(() => {
    void loadBrand((text) => void message.error(text)).finally(() => platformStore.set(brandSettledAtom, true));
  }, [message]);

  useEffect(() => {
    const title = SHELL_TITLES[pathname as keyof typeof SHELL_TITLES] ?? (catalog.routes.get(pathname) ?? shellRoute(pathname))?.title;
    if (title) document.title = pageTitle(title, brand?.webName ?? '');
  }, [pathname, brand, catalog]);

  return <Outlet />;
}
