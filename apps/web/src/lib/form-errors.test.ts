import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './form-errors.ts';

describe('toFieldErrors', () => {
  it('turns 422 details into form field errors', () => {
    expect(
      toFieldErrors([
        { path: 'email', message: 'Correo inválido' },
        { path: 'items.0.kg', message: 'Debe ser positivo' },
        { path: 'email', message: 'Ya registrado' },
        { path: '/site/postalCode', message: '5 dígitos' },
        { path: '', message: 'ignored' },
      ]),
    ).toEqual([
      { name: ['email'], errors: ['Correo inválido', 'Ya registrado'] },
      { name: ['items', 0, 'kg'], errors: ['Debe ser positivo'] },
      { name: ['site', 'postalCode'], errors: ['5 dígitos'] },
    ]);
  });
});
