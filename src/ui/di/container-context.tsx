import { createContext, useContext, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

const ContainerContext = createContext<Container | undefined>(undefined);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }): ReactNode {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** Resolves a service bound in the composition root; views never name a concrete adapter. */
export function useService<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (container === undefined) throw new Error('useService outside ContainerProvider');
  return container.get(token);
}
