import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers/app-providers.tsx';
import { createQueryClient } from '../../../app/providers/query-client.ts';
import { LoginPage } from './login-page.tsx';

function renderLogin() {
  const router = createMemoryRouter([{ path: '/auth/login', element: <LoginPage /> }], {
    initialEntries: ['/auth/login'],
  });
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('LoginPage', () => {
  // The notifications load on the first notice (notice-host.tsx); loaded ahead here, as a sign-in
  // preloads them, so the first notice shows within the usual wait.
  beforeAll(() => import('../../../app/providers/notification-host.tsx'), 60_000);
  afterEach(() => vi.unstubAllGlobals());

  it('while the database is away (503), says the service is busy and keeps what was typed', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            statusCode: 503,
            code: 'DATABASE_UNAVAILABLE',
            message: 'El servicio está ocupado',
          }),
          { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '5' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    const email = screen.getByLabelText('Correo electrónico') as HTMLInputElement;
    const password = screen.getByLabelText('Contraseña') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'ana@example.test' } });
    fireEvent.change(password, { target: { value: 'Secreto-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByText('Inténtalo de nuevo en 5 s. Lo que escribiste sigue en el formulario.'),
    ).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(email.value).toBe('ana@example.test');
    expect(password.value).toBe('Secreto-2026');
  });

  it('asks for both fields with the Spanish required message of docs/product.md §6', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Por favor ingresar Correo electrónico')).toBeTruthy();
    expect(await screen.findByText('Por favor ingresar Contraseña')).toBeTruthy();
  });

  it('checks the e-mail format before calling the server', async () => {
    renderLogin();
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Escribe un correo válido, como nombre@empresa.mx')).toBeTruthy();
  });

  it('links to password recovery and registration', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe(
      '/auth/recovery-password',
    );
    expect(screen.getByRole('link', { name: 'Registra tu empresa' }).getAttribute('href')).toBe(
      '/auth/register/basic',
    );
  });
});
