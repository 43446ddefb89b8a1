import { createBrowserRouter, createHashRouter } from 'react-router-dom';
import { LoginPage } from '../auth/LoginPage';
import { RequireLogin } from '../auth/RequireLogin';
import { StatusPage } from '../errors/StatusPage';
import { ConsoleLayout } from '../layout/ConsoleLayout';
import { RemoteStatusPage } from '../releases/RemoteStatusPage';
import { HomeRedirect, RoutedPage, ShellPage } from '../remotes/RoutedPage';
import { hashRouting } from './pageAddress';
import { ShellRoot } from './ShellRoot';
import { bindShellRouter } from './shellNavigate';

/**
 * The shell knows only its own paths. Every other path is resolved at render time against the
 * remotes' manifests, so a new release changes the console without a new shell.
 */
export const router = (hashRouting() ? createHashRouter : createBrowserRouter)([
  {
    element: <ShellRoot />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        path: '/',
        element: (
          <RequireLogin>
            <ConsoleLayout />
          </RequireLogin>
        ),
        children: [
          { index: true, element: <HomeRedirect /> },
          { path: '403', element: <StatusPage code={403} /> },
          { path: '404', element: <StatusPage code={404} /> },
          { path: 'remotes', element: <ShellPage path="/remotes" element={<RemoteStatusPage />} /> },
          { path: '*', element: <RoutedPage /> },
        ],
      },
    ],
  },
]);

bindShellRouter(router);
