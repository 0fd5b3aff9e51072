import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailsOf } from '../../../test/crud-contract.ts';
import {
  createTenants,
  createTestContext,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';

const cct = () =>
  `09DPR${String(Math.floor(Math.random() * 9000) + 1000)}${'ABCDEFGH'[Math.floor(Math.random() * 8)]}`;

function schoolBody(overrides: Record<string, unknown> = {}) {
  return {
    name: `Escuela Primaria ${randomUUID().slice(0, 4)}`,
    cct: cct(),
    level: 'primary',
    street: 'Av. Universidad',
    exteriorNumber: '100',
    neighbourhood: 'Copilco',
    city: 'Coyoacán',
    state: 'Ciudad de México',
    postalCode: '04360',
    contactName: 'Directora Ruiz',
    contactPhone: '55 1234 5678',
    programme: 'Salud escolar',
    ...overrides,
  };
}

describe('schools and their patients', () => {
  let ctx: TestContext;
  let tenants: Awaited<ReturnType<typeof createTenants>>;
  let reader: TestUser;
  let noPatients: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    tenants = await createTenants(ctx);
    reader = await createUser(ctx, { role: ['schools:read', 'patients:read'] });
    noPatients = await createUser(ctx, { role: ['schools:read', 'schools:create'] });
  });
  afterAll(() => ctx.close());

  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user: TestUser, payload?: object) =>
    ctx.request({ method, url: `/api/v1${url}`, token: user.token, payload });

  async function school(overrides: Record<string, unknown> = {}) {
    const res = await api('POST', '/schools', tenants.admin, schoolBody(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; cct: string; version: number; name: string };
  }

  async function patient(schoolId: string, overrides: Record<string, unknown> = {}) {
    const res = await api('POST', '/patients', tenants.admin, {
      schoolId,
      firstName: 'Sofía',
      lastName: `Hernández ${randomUUID().slice(0, 4)}`,
      birthDate: '2016-03-15',
      sex: 'female',
      grade: '3°',
      group: 'B',
      guardianName: 'Laura Hernández',
      guardianPhone: '55 8765 4321',
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; version: number; lastName: string; age: number };
  }

  it('keeps schools with a checked CCT, found by it, and refuses a bad or taken one', async () => {
    const made = await school({ cct: '09dpr0001z' });
    expect(made.cct).toBe('09DPR0001Z');
    const found = await api('GET', '/schools?q=09DPR0001', tenants.admin);
    expect(found.json().data.map((s: { id: string }) => s.id)).toEqual([made.id]);
    for (const bad of ['123', '33DPR1234X', '09DP1234XX']) {
      const res = await api('POST', '/schools', tenants.admin, schoolBody({ cct: bad }));
      expect(res.statusCode, bad).toBe(422);
      expect(detailsOf(res.json()).cct).toContain('CCT');
    }
    const taken = await api('POST', '/schools', tenants.admin, schoolBody({ cct: '09DPR0001Z' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('ALREADY_EXISTS');
    const csv = await api('GET', '/schools/export?format=csv&q=09DPR0001', tenants.admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('09DPR0001Z');
  });

  it('shows a patient with the age, masks the guardian in lists, and records every read', async () => {
    const s = await school();
    const p = await patient(s.id);
    expect(p.age).toBeGreaterThanOrEqual(9);

    const list = await api('GET', `/patients?schoolId=${s.id}`, reader);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data[0]).toMatchObject({ id: p.id, guardianPhone: '•••• 4321', schoolName: s.name });
    const one = await api('GET', `/patients/${p.id}`, reader);
    expect(one.json().data.guardianPhone).toBe('55 8765 4321');

    const readers = await api('GET', `/patients/${p.id}/readers`, tenants.admin);
    expect(readers.statusCode, readers.body).toBe(200);
    const reads = readers.json().data as { action: string; actorEmail: string }[];
    expect(reads).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'read', actorEmail: reader.email }),
        expect.objectContaining({ action: 'list', actorEmail: reader.email }),
      ]),
    );

    // Exporting needs its own permission, and is recorded too.
    expect((await api('GET', `/patients/export?format=csv&schoolId=${s.id}`, reader)).statusCode).toBe(403);
    const csv = await api('GET', `/patients/export?format=csv&schoolId=${s.id}`, tenants.admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(p.lastName);
    // The history holds the changes only; the reads have their own list.
    const history = (await api('GET', `/patients/${p.id}/history`, tenants.admin)).json().data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['patient.create']);
    const after = (await api('GET', `/patients/${p.id}/readers`, tenants.admin)).json().data;
    expect(after).toContainEqual(
      expect.objectContaining({ action: 'export', actorEmail: tenants.admin.email }),
    );
  });

  it('moves a patient to another school, and refuses an unknown one', async () => {
    const [a, b] = [await school(), await school()];
    const p = await patient(a.id);
    const moved = await api('PATCH', `/patients/${p.id}`, tenants.admin, {
      version: p.version,
      schoolId: b.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ schoolId: b.id, schoolName: b.name });
    const bad = await api('PATCH', `/patients/${p.id}`, tenants.admin, {
      version: moved.json().data.version,
      schoolId: randomUUID(),
    });
    expect(bad.statusCode).toBe(422);
    expect(detailsOf(bad.json())).toHaveProperty('schoolId');
    const future = await api('POST', '/patients', tenants.admin, {
      schoolId: a.id,
      firstName: 'X',
      lastName: 'Y',
      birthDate: '2999-01-01',
      sex: 'male',
      grade: '1',
      group: 'A',
      guardianName: 'Z',
      guardianPhone: '5512345678',
    });
    expect(future.statusCode).toBe(422);
    expect(detailsOf(future.json())).toHaveProperty('birthDate');
  });

  it('is refused to staff without the permission and to owners on every route', async () => {
    const s = await school();
    const p = await patient(s.id);
    expect((await api('GET', '/patients', noPatients)).statusCode).toBe(403);
    expect((await api('GET', `/patients/${p.id}`, noPatients)).statusCode).toBe(403);
    const owner = tenants.ownerA;
    const calls: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?][] = [
      ['GET', '/schools'],
      ['GET', `/schools/${s.id}`],
      ['POST', '/schools', schoolBody()],
      ['PATCH', `/schools/${s.id}`, { version: s.version, name: 'X' }],
      ['DELETE', `/schools/${s.id}`],
      ['GET', '/schools/export?format=csv'],
      ['GET', '/patients'],
      ['GET', `/patients/${p.id}`],
      ['GET', `/patients/${p.id}/readers`],
      ['GET', `/patients/${p.id}/history`],
      ['POST', '/patients', {}],
      ['PATCH', `/patients/${p.id}`, { version: p.version, grade: '4' }],
      ['DELETE', `/patients/${p.id}`],
      ['GET', '/patients/export?format=csv'],
    ];
    for (const [method, url, body] of calls) {
      const res = await api(method, url, owner, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
