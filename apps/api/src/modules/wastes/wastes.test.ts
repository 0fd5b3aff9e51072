import { WASTE_SORT_FIELDS } from '@recolecta/shared/wastes';
import { describe, expect, it } from 'vitest';
import { crudContract, detailsOf } from '../../../test/crud-contract.ts';

const validWaste = (n: number) => ({
  code: `W-${n}`,
  name: `Residuo de prueba ${n}`,
  category: 'hazardous',
  physicalState: 'solid',
  unit: 'kg',
  hazardCode: 'T',
  containerColour: 'red',
  maxStorageDays: null,
  requiresRefrigeration: false,
});

const contract = crudContract({
  path: 'wastes',
  resource: 'wastes',
  valid: validWaste,
  change: { name: 'Residuo renombrado', requiresRefrigeration: true },
  searchFor: (body) => String(body.code),
});

type Row = Record<string, unknown> & { id: string; version: number; code: string };

let seq = 0;
/** A unique code with a readable stem, so tests can order and find their own rows. */
const code = (stem: string) => `${stem}-${Date.now() % 1e6}${++seq}`;

describe('wastes: rules', () => {
  it('names each broken rule under its field, in the asked language', async () => {
    const { post } = contract.get();
    const res = await post({
      code: 'rpbi sangre',
      name: 'Sangre',
      physicalState: 'gas',
      unit: 'ton',
      hazardCode: 'BB',
      containerColour: 'pink',
      maxStorageDays: 0,
      containerTypeId: 'nope',
    });
    expect(res.statusCode).toBe(422);
    const details = detailsOf(res.json());
    expect(details.code).toBe('Solo letras mayúsculas, números y guiones');
    expect(details.category).toBe('Por favor ingresar Categoría');
    expect(details.physicalState).toBeDefined();
    expect(details.unit).toBeDefined();
    expect(details.hazardCode).toBe('Solo letras CRETIB, sin repetir');
    expect(details.containerColour).toBeDefined();
    expect(details.maxStorageDays).toBe('Debe ser mayor que cero');
    expect(details.containerTypeId).toBeDefined();
    const en = await post({ ...validWaste(300001), hazardCode: 'XT' }, 'en');
    expect(en.json().details).toEqual([
      { path: 'hazardCode', message: 'CRETIB letters only, none repeated' },
    ]);
  });

  it('writes the hazard code in CRETIB order, and an empty one as none', async () => {
    const { create } = contract.get();
    expect((await create({ ...validWaste(300101), hazardCode: 'bt' })).hazardCode).toBe('TB');
    expect((await create({ ...validWaste(300102), hazardCode: 'ITc' })).hazardCode).toBe('CTI');
    expect((await create({ ...validWaste(300103), hazardCode: '' })).hazardCode).toBeNull();
  });

  it('refuses a code already taken, whatever its case (409)', async () => {
    const { create, post } = contract.get();
    const first = await create({ ...validWaste(300201), code: 'rpbi-dup' });
    expect(first.code).toBe('RPBI-DUP');
    const dup = await post({ ...validWaste(300202), code: 'Rpbi-Dup' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'ALREADY_EXISTS',
      details: [{ path: 'code', message: 'Ya existe un registro con este valor' }],
    });
  });

  it("makes sub-wastes one level deep, taking the parent's category when left out", async () => {
    const { create, post, patch } = contract.get();
    const parent = await create({ ...validWaste(300301), category: 'rpbi' });
    const { category: _omitted, ...withoutCategory } = validWaste(300302);
    const child = await create({
      ...withoutCategory,
      parentId: parent.id,
      physicalState: 'liquid',
      unit: 'L',
    });
    expect(child).toMatchObject({ parentId: parent.id, category: 'rpbi', physicalState: 'liquid' });
    const own = await create({ ...validWaste(300303), parentId: parent.id, category: 'urban' });
    expect(own.category).toBe('urban');

    const grandChild = await post({ ...validWaste(300304), parentId: child.id });
    expect(grandChild.statusCode).toBe(422);
    expect(grandChild.json().details).toEqual([
      { path: 'parentId', message: 'Un subresiduo debe pertenecer a un residuo principal' },
    ]);
    // A waste with sub-wastes cannot become a sub-waste itself, nor its own parent.
    const other = await create(validWaste(300305));
    for (const [target, parentId] of [
      [parent, other.id],
      [other, other.id],
    ] as const) {
      const res = await patch(target.id, { parentId, version: target.version }, 'en');
      expect(res.statusCode).toBe(422);
      expect(res.json().details).toEqual([
        { path: 'parentId', message: 'A sub-waste must belong to a top-level waste' },
      ]);
    }
    // A sub-waste can move to another top-level waste, or become one.
    const moved = await patch(own.id, { parentId: other.id, version: own.version });
    expect(moved.json().data.parentId).toBe(other.id);
    const promoted = await patch(own.id, { parentId: null, version: own.version + 1 });
    expect(promoted.json().data.parentId).toBeNull();
  });

  it('refuses a parent or container type that does not exist or is archived', async () => {
    const { ctx, admin, create, url, post } = contract.get();
    const parent = await create(validWaste(300401));
    await ctx.request({
      method: 'POST',
      url: `${url}/${parent.id}/archive`,
      token: admin.token,
      payload: { version: parent.version },
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await post({ ...validWaste(300402), parentId: parent.id, containerTypeId: missing });
    expect(res.statusCode).toBe(422);
    expect(detailsOf(res.json())).toEqual({
      parentId: 'El registro elegido no existe o está archivado',
      containerTypeId: 'El registro elegido no existe o está archivado',
    });
    const unknownParent = await post({ ...validWaste(300403), parentId: missing }, 'en');
    expect(unknownParent.json().details).toEqual([
      { path: 'parentId', message: 'The chosen record does not exist or is archived' },
    ]);
  });

  it('lists the children of one waste, one level, and filters by category and physical state', async () => {
    const { ctx, admin, create, url } = contract.get();
    const parent = await create({ ...validWaste(300501), category: 'special_handling' });
    const solid = await create({ ...validWaste(300502), parentId: parent.id });
    const liquid = await create({ ...validWaste(300503), parentId: parent.id, physicalState: 'liquid' });
    const list = async (query: string) =>
      (await ctx.request({ url: `${url}?${query}&pageSize=100`, token: admin.token })).json().data as Row[];
    expect((await list(`parentId=${parent.id}`)).map((d) => d.id)).toEqual([solid.id, liquid.id]);
    expect((await list(`parentId=${parent.id}&physicalState=liquid`)).map((d) => d.id)).toEqual([liquid.id]);
    const top = await list('level=top');
    expect(top.map((d) => d.id)).toContain(parent.id);
    expect(top.every((d) => d.parentId === null)).toBe(true);
    const sub = await list('level=sub');
    expect(sub.map((d) => d.id)).toEqual(expect.arrayContaining([solid.id, liquid.id]));
    expect(sub.every((d) => d.parentId !== null)).toBe(true);
    const special = await list('category=special_handling');
    expect(special.map((d) => d.id)).toContain(parent.id);
    expect(special.every((d) => d.category === 'special_handling')).toBe(true);
    expect((await ctx.request({ url: `${url}?level=middle`, token: admin.token })).statusCode).toBe(422);
  });

  it('finds wastes by code, name and hazard code', async () => {
    const { ctx, admin, create, url } = contract.get();
    const row = await create({
      ...validWaste(300601),
      code: 'RPBI-NAN-L7',
      name: 'Secreciones líquidas',
      hazardCode: 'BT',
    });
    for (const q of ['RPBI-NAN-L7', 'rpbi-nan', 'secreciones', 'tb']) {
      const res = await ctx.request({
        url: `${url}?q=${encodeURIComponent(q)}&pageSize=100`,
        token: admin.token,
      });
      expect(
        res.json().data.map((d: Row) => d.id),
        q,
      ).toContain(row.id);
    }
  });

  it('archives instead of deleting a waste with sub-wastes or held by a container type', async () => {
    const { ctx, admin, create, url } = contract.get();
    const parent = await create(validWaste(300701));
    const child = await create({ ...validWaste(300702), parentId: parent.id });
    const linked = await create(validWaste(300703));
    const container = await ctx.request({
      method: 'POST',
      url: '/api/v1/containers',
      token: admin.token,
      payload: {
        code: code('CT'),
        name: 'Recipiente',
        material: 'rigid',
        colour: 'red',
        capacityL: 4,
        tareKg: 0.3,
        wasteIds: [linked.id],
      },
    });
    expect(container.statusCode).toBe(201);
    for (const row of [parent, linked]) {
      const removed = await ctx.request({ method: 'DELETE', url: `${url}/${row.id}`, token: admin.token });
      expect(removed.json().data).toEqual({ id: row.id, outcome: 'archived' });
    }
    // The container type still lists its archived waste.
    const held = await ctx.request({
      url: `/api/v1/containers/${container.json().data.id}`,
      token: admin.token,
    });
    expect(held.json().data.wasteIds).toEqual([linked.id]);
    const leaf = await ctx.request({ method: 'DELETE', url: `${url}/${child.id}`, token: admin.token });
    expect(leaf.json().data.outcome).toBe('deleted');
  });

  it('sorts on every listed column, both ways', async () => {
    const { ctx, admin, create, url, expectSortsBy } = contract.get();
    await create({ ...validWaste(300801), name: 'Aaa', maxStorageDays: 7, hazardCode: 'C' });
    await create({ ...validWaste(300802), name: 'Zzz', maxStorageDays: 30, requiresRefrigeration: true });
    await expectSortsBy(WASTE_SORT_FIELDS, ['code', 'name', 'hazardCode']);
    const byName = await ctx.request({ url: `${url}?sort=name:desc&pageSize=100`, token: admin.token });
    const names = byName.json().data.map((d: Row) => d.name);
    expect(names[0]).toBe('Zzz');
    expect(names.at(-1)).toBe('Aaa');
  });
});

describe('wastes: the tree', () => {
  it('answers top-level wastes by code, each with its sub-wastes by code, leaving archived ones out', async () => {
    const { ctx, admin, create } = contract.get();
    const stem = code('TREE');
    const second = await create({ ...validWaste(1), code: `${stem}-B`, category: 'rpbi' });
    const first = await create({ ...validWaste(2), code: `${stem}-A`, category: 'rpbi' });
    const childZ = await create({ ...validWaste(3), code: `${stem}-A-Z`, parentId: first.id });
    const childY = await create({ ...validWaste(4), code: `${stem}-A-Y`, parentId: first.id });
    const gone = await create({ ...validWaste(5), code: `${stem}-A-X`, parentId: first.id });
    await ctx.request({
      method: 'POST',
      url: `/api/v1/wastes/${gone.id}/archive`,
      token: admin.token,
      payload: { version: gone.version },
    });
    const res = await ctx.request({ url: '/api/v1/wastes/tree', token: admin.token });
    expect(res.statusCode).toBe(200);
    const tree = res.json().data as (Row & { children: Row[] })[];
    expect(tree.every((node) => node.parentId === null && Array.isArray(node.children))).toBe(true);
    const mine = tree.filter((node) => node.code.startsWith(stem));
    expect(mine.map((node) => node.id)).toEqual([first.id, second.id]);
    expect(mine[0]).toMatchObject({ code: `${stem}-A`, category: 'rpbi', archivedAt: null });
    expect(mine[0]?.children.map((c) => c.id)).toEqual([childY.id, childZ.id]);
    expect(mine[0]?.children[0]).toMatchObject({ parentId: first.id, category: 'hazardous' });
    expect(mine[1]?.children).toEqual([]);
    // No sub-waste appears at the top.
    expect(tree.map((node) => node.id)).not.toContain(childY.id);
  });

  it('is for catalog readers only: anonymous 401, owners 403', async () => {
    const { ctx, ownerA } = contract.get();
    expect((await ctx.request({ url: '/api/v1/wastes/tree' })).statusCode).toBe(401);
    const owner = await ctx.request({ url: '/api/v1/wastes/tree', token: ownerA.token });
    expect(owner.statusCode).toBe(403);
    expect(owner.json().code).toBe('FORBIDDEN');
  });
});
