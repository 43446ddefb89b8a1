import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { platformStore } from '@console/sdk';
import { router } from './router';
import './global.css';

export function App() {
  return (
    <JotaiProvider store={platformStore}>
      <ConfigProvider locale={zhCN}>
        <AntdApp>
          <RouterProvider router={router} />
        </AntdApp>
      </ConfigProvider>
    </JotaiProvider>
  );
}
