import { useState, type ReactNode } from 'react';
import type { Container } from 'inversify';
import { RouterProvider } from 'react-router-dom';
import { ContainerProvider } from './di/container-context';
import { createAppRouter } from './router/app-router';
import '@douyinfe/semi-ui-19/lib/es/_base/base.css';
import './global.css';

export function App({ container }: { container: Container }): ReactNode {
  const [router] = useState(createAppRouter);
  return (
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>
  );
}
