import { useState, type ReactNode } from 'react';
import type { Container } from 'inversify';
import { RouterProvider } from 'react-router-dom';
import LocaleProvider from '@douyinfe/semi-ui-19/lib/es/locale/localeProvider';
import zhCN from '@douyinfe/semi-ui-19/lib/es/locale/source/zh_CN';
import { ContainerProvider } from './di/container-context';
import { createAppRouter } from './router/app-router';
import './global.css';

export function App({ container }: { container: Container }): ReactNode {
  const [router] = useState(createAppRouter);
  return (
    <ContainerProvider container={container}>
      <LocaleProvider locale={zhCN}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </ContainerProvider>
  );
}
