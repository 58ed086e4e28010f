import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MemoryBackendToken } from '../../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../../src/app/session/session.store';
import { describeFailure } from '../../../src/domain/errors/error-catalogue';
import { ApiFailure } from '../../../src/ports/api-failure';
import { ContainerProvider } from '../../../src/ui/di/container-context';
import { createMemoryContainer, MEMORY_CAPTCHA } from './memory-container';

/** The office pages' component tests (档案, 台账, 案件): a signed-in memory app, a page at an address, failures as the adapters throw them. */

export async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: MEMORY_CAPTCHA, remember: false });
  return container;
}

export function show(container: Container, routes: readonly { readonly path: string; readonly element: ReactElement }[], entry: string): ReturnType<typeof createMemoryRouter> {
  const router = createMemoryRouter([...routes], { initialEntries: [entry] });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return router;
}

const failureOf = (status: number, body: unknown): ApiFailure => {
  const failure = { kind: 'http', status, body } as const;
  return new ApiFailure(failure, describeFailure(failure), true);
};

/** A 500 without a message of its own: the catalogue's Chinese words. */
export const serverError = (): ApiFailure => failureOf(500, {});
export const SERVER_ERROR_MESSAGE = describeFailure({ kind: 'http', status: 500, body: {} }).message;

/** A call that never answers, so a page stays loading. */
export const pending = (): Promise<never> => new Promise<never>(() => undefined);

/** A field by its accessible name (aria-label), as the admin dialogs and filters name theirs. */
export function fieldNamed(name: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`);
  if (input === null) throw new Error(`no field ${name}`);
  return input;
}

/** The message under a field: the one its control names as its description. */
export function messageAt(control: HTMLElement): string {
  const id = control.getAttribute('aria-describedby');
  return id === null ? '' : (document.getElementById(id)?.textContent ?? '');
}


/** Picks a size in the list's pager (每页条数) as a user does, once the list has drawn it. */
export async function pickPageSize(size: number): Promise<void> {
  fireEvent.click(await screen.findByRole('combobox', { name: '每页条数' }, { timeout: 5000 }));
  const option = (await screen.findAllByRole('option')).find((candidate) => candidate.textContent === `${size} 条/页`);
  if (option === undefined) throw new Error(`${size} 条/页 is not offered`);
  fireEvent.click(option);
}

/** The page size the pager shows. */
export const shownPageSize = async (): Promise<string> => (await screen.findByRole('combobox', { name: '每页条数' }, { timeout: 5000 })).textContent ?? '';

/** Opens the router's current address afresh, as a reload does: a new router on the same backend. */
export function reload(container: Container, routes: readonly { readonly path: string; readonly element: ReactElement }[], router: ReturnType<typeof createMemoryRouter>): ReturnType<typeof createMemoryRouter> {
  const { pathname, search } = router.state.location;
  cleanup();
  return show(container, routes, `${pathname}${search}`);
}
