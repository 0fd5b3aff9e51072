import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
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
  it('asks for both fields with the Spanish required message of PRODUCT §6', async () => {
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
    expect(await screen.findByText('Ingresa un correo electrónico válido')).toBeTruthy();
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
