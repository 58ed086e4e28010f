import type { ReactNode } from 'react';
import type { Container } from 'inversify';
import { ContainerProvider } from './di/container-context';
import { AppRouter } from './router/app-router';
import '@douyinfe/semi-ui-19/lib/es/_base/base.css';
import './global.css';

export function App({ container }: { container: Container }): ReactNode {
  return (
    <ContainerProvider container={container}>
      <AppRouter />
    </ContainerProvider>
  );
}
