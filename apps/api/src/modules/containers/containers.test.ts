import { CONTAINER_SORT_FIELDS } from '@recolecta/shared/containers';
import { describe, expect, it } from 'vitest';
import { crudContract, detailsOf } from '../../../test/crud-contract.ts';

const validContainer = (n: number) => ({
  code: `CT-${n}`,
  name: `Bolsa roja ${n}`,
  material: 'bag',
  colour: 'red',
  capacityL: 60,
  tareKg: 0.1,
  reusable: false,
  wasteIds: [],
});

const contract = crudContract({
  path: 'containers',
  resource: 'containers',
  valid: validContainer,
  change: { reusable: true, capacityL: 80 },
  searchFor: (body) => String(body.code),
});

type Row = Record<string, unknown> & { id: string; version: number };

let wasteSeq = 0;
/** A top-level waste made through the API, to link container types to. */
async function createWaste(overrides: Record<string, unknown> = {}) {
  const { ctx, admin } = contract.get();
  const n = `${Date.now() % 1e6}${++wasteSeq}`;
  const res = await ctx.request({
    method: 'POST',
    url: '/api/v1/wastes',
    token: admin.token,
    payload: {
      code: `W-${n}`,
      name: `Residuo ${n}`,
      category: 'rpbi',
      physicalState: 'solid',
      unit: 'kg',
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Row & { code: string; name: string };
}

describe('containers: rules', () => {
  it('names each broken rule under its field, in the asked language', async () => {
    const { post } = contract.get();
    const res = await post({
      code: 'B R!',
      material: 'glass',
      colour: 'pink',
      capacityL: 0,
      tareKg: -1,
      wasteIds: ['not-a-uuid'],
    });
    expect(res.statusCode).toBe(422);
    const details = detailsOf(res.json());
    expect(details.code).toBe('Solo letras mayúsculas, números y guiones');
    expect(details.name).toBe('Por favor ingresar Nombre');
    expect(details.material).toBeDefined();
    expect(details.colour).toBeDefined();
    expect(details.capacityL).toBe('Debe ser mayor que cero');
    expect(details.tareKg).toBeDefined();
    expect(details['wasteIds.0']).toBeDefined();
    const en = await post({ ...validContainer(400001), code: 'BR_R', capacityL: -3 }, 'en');
    expect(detailsOf(en.json())).toEqual({
      code: 'Capital letters, digits and dashes only',
      capacityL: 'Must be greater than zero',
    });
  });

  it('stores codes in capitals and refuses one already taken, whatever its case (409)', async () => {
    const { create, post } = contract.get();
    const first = await create({ ...validContainer(400101), code: 'br-x1' });
    expect(first.code).toBe('BR-X1');
    const dup = await post({ ...validContainer(400102), code: 'Br-X1' }, 'en');
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'ALREADY_EXISTS',
      details: [{ path: 'code', message: 'Another record already has this value' }],
    });
  });

  it('links the wastes it may hold and answers them with a summary by code', async () => {
    const { ctx, admin, create, url, patch } = contract.get();
    const b = await createWaste({ code: 'LNK-B' });
    const a = await createWaste({ code: 'LNK-A' });
    const row = await create({ ...validContainer(400201), wasteIds: [b.id, a.id, b.id] });
    expect(row.wasteIds).toEqual([a.id, b.id]);
    expect(row.wastes).toEqual([
      { id: a.id, code: 'LNK-A', name: a.name },
      { id: b.id, code: 'LNK-B', name: b.name },
    ]);
    const read = await ctx.request({ url: `${url}/${row.id}`, token: admin.token });
    expect(read.json().data.wasteIds).toEqual([a.id, b.id]);

    const changed = await patch(row.id, { wasteIds: [b.id], version: row.version });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ wasteIds: [b.id], version: row.version + 1 });
    const history = await ctx.request({ url: `${url}/${row.id}/history`, token: admin.token });
    const [update] = history.json().data;
    expect(update.before.wasteIds).toEqual([a.id, b.id]);
    expect(update.after.wasteIds).toEqual([b.id]);

    const listed = await ctx.request({ url: `${url}?q=${row.code}`, token: admin.token });
    expect(listed.json().data.find((d: Row) => d.id === row.id).wastes).toEqual([
      { id: b.id, code: 'LNK-B', name: b.name },
    ]);
  });

  it('refuses a waste that does not exist or is archived (422 on wasteIds)', async () => {
    const { ctx, admin, post } = contract.get();
    const archived = await createWaste();
    await ctx.request({
      method: 'POST',
      url: `/api/v1/wastes/${archived.id}/archive`,
      token: admin.token,
      payload: { version: archived.version },
    });
    const unknown = await post({
      ...validContainer(400301),
      wasteIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual([
      { path: 'wasteIds', message: 'El registro elegido no existe o está archivado' },
    ]);
    const old = await post({ ...validContainer(400302), wasteIds: [archived.id] }, 'en');
    expect(old.statusCode).toBe(422);
    expect(old.json().details).toEqual([
      { path: 'wasteIds', message: 'The chosen record does not exist or is archived' },
    ]);
  });

  it('keeps a linked waste archived since, so other changes still save', async () => {
    const { ctx, admin, create, patch } = contract.get();
    const waste = await createWaste();
    const row = await create({ ...validContainer(400401), wasteIds: [waste.id] });
    // The link makes the waste's delete an archive.
    const removed = await ctx.request({
      method: 'DELETE',
      url: `/api/v1/wastes/${waste.id}`,
      token: admin.token,
    });
    expect(removed.json().data.outcome).toBe('archived');
    const edit = await patch(row.id, {
      name: 'Bolsa roja renombrada',
      wasteIds: [waste.id],
      version: row.version,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.wasteIds).toEqual([waste.id]);
  });

  it('archives instead of deleting when a waste requires it', async () => {
    const { ctx, admin, create, url } = contract.get();
    const row = await create(validContainer(400501));
    await createWaste({ containerTypeId: row.id });
    const removed = await ctx.request({ method: 'DELETE', url: `${url}/${row.id}`, token: admin.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ id: row.id, outcome: 'archived' });
    const read = await ctx.request({ url: `${url}/${row.id}`, token: admin.token });
    expect(read.json().data.archivedAt).not.toBeNull();
    // A waste may not newly require an archived container type.
    const refused = await ctx.request({
      method: 'POST',
      url: '/api/v1/wastes',
      token: admin.token,
      payload: {
        code: 'W-ARCH-CT',
        name: 'X',
        category: 'rpbi',
        physicalState: 'solid',
        unit: 'kg',
        containerTypeId: row.id,
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details[0].path).toBe('containerTypeId');
  });

  it('filters by material, colour and reusable', async () => {
    const { ctx, admin, create, url } = contract.get();
    const drum = await create({
      ...validContainer(400601),
      material: 'drum',
      colour: 'blue',
      reusable: true,
    });
    const tote = await create({ ...validContainer(400602), material: 'tote', colour: 'blue' });
    const list = async (query: string) =>
      (await ctx.request({ url: `${url}?${query}&pageSize=100`, token: admin.token })).json().data as Row[];
    const drums = await list('material=drum');
    expect(drums.map((d) => d.id)).toContain(drum.id);
    expect(drums.every((d) => d.material === 'drum')).toBe(true);
    expect((await list('colour=blue')).map((d) => d.id).sort()).toEqual([drum.id, tote.id].sort());
    expect((await list('colour=blue&reusable=true')).map((d) => d.id)).toEqual([drum.id]);
    expect((await list('colour=blue&reusable=false')).map((d) => d.id)).toEqual([tote.id]);
    expect((await ctx.request({ url: `${url}?colour=pink`, token: admin.token })).statusCode).toBe(422);
  });

  it('sorts on every listed column, both ways', async () => {
    const { ctx, admin, create, url, expectSortsBy } = contract.get();
    await create({ ...validContainer(400701), name: 'Aaa', capacityL: 1, tareKg: 0 });
    await create({ ...validContainer(400702), name: 'Zzz', capacityL: 900, tareKg: 40, reusable: true });
    await expectSortsBy(CONTAINER_SORT_FIELDS, ['code', 'name']);
    const byName = await ctx.request({ url: `${url}?sort=name:desc&pageSize=100`, token: admin.token });
    const names = byName.json().data.map((d: Row) => d.name);
    expect(names[0]).toBe('Zzz');
    expect(names.at(-1)).toBe('Aaa');
  });
});
