import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';
import { drivers, driverWords } from '../db/schema/drivers.ts';
import { allOf, cappedCount, listPage, type PageRead, shownColumns } from './list.ts';
import { codePrefixCondition, codeSearchCondition } from './search.ts';
import { wordOf } from './words.ts';

/**
 * listPage reads a page in one of several ways (the matches sorted, a bounded walk of the sort index,
 * the walk), chosen by the capped count: whichever it takes, the rows must be those of the plain query
 * `where … order by sort, id`, page after page, by number and by cursor. Small limits make every way
 * happen on forty rows.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  // Surnames in blocks (a search for one correlates with the sort by surname), repeated values (the id
  // breaks ties), permits with nulls, statuses and licence types in step with the row number.
  await database.db.execute(sql`
    insert into drivers (first_name, last_name, licence_number, licence_type, licence_expiry,
      hazmat_permit_number, hazmat_permit_expiry, status, archived_at)
    select case when i % 5 = 0 then 'Ana' else 'Luis' end,
      case when i < 12 then 'Alba ' || (i % 4) when i < 28 then 'Mora ' || (i % 3) else 'Zamora ' || (i % 2) end,
      'LST-' || i, case when i % 2 = 0 then 'C' else 'E' end, date '2030-01-01',
      case when i % 4 <> 0 then 'HZ-' || i end,
      case when i % 4 <> 0 then date '2030-01-01' + (i % 7) end,
      case when i % 3 = 0 then 'inactive' else 'active' end,
      case when i in (5, 33) then now() end
    from generate_series(0, 39) i`);
  await database.db.execute(sql`analyze drivers`);
});
afterAll(() => database?.close());

const ours = sql`${drivers.licenceNumber} like 'LST-%'`;
const filters: Record<string, SQL | undefined> = {
  none: ours,
  inactive: allOf(ours, sql`${drivers.status} = 'inactive'`),
  'inactive C live': allOf(
    ours,
    sql`${drivers.status} = 'inactive'`,
    sql`${drivers.licenceType} = 'C'`,
    sql`${drivers.archivedAt} is null`,
  ),
};
// 'a' begins two words ("alba", "ana", one row may have both), 'ana zam' is read by one of its words.
const searches = ['', 'zam', 'ana', 'LST-1', 'mora', 'a', 'ana zam'];
const sortable: Record<string, PgColumn> = {
  lastName: drivers.lastName,
  firstName: drivers.firstName,
  hazmatPermitExpiry: drivers.hazmatPermitExpiry,
  createdAt: drivers.createdAt,
  // A sort key that is not the shown column's name.
  surname: drivers.lastName,
};
const sorts = [
  'lastName:asc',
  'lastName:desc',
  'hazmatPermitExpiry:asc',
  'hazmatPermitExpiry:desc',
  'createdAt:desc',
  'surname:desc',
];
// A cap of 0 makes every search look larger than the cap to the planner's estimate.
const limitSets = [undefined, { count: 5, walk: 12 }, { count: 0, walk: 6 }];

async function expected(where: SQL | undefined, sort: string) {
  const [field, direction] = sort.split(':') as [string, 'asc' | 'desc'];
  const dir = direction === 'asc' ? asc : desc;
  const rows = await database.db
    .select({ id: drivers.id })
    .from(drivers)
    .where(where)
    .orderBy(dir(sortable[field]!), dir(drivers.id));
  return rows.map((r) => r.id);
}

describe('listPage', () => {
  it('gives the rows of the plain query in every way it reads a page, by page number and by cursor', async () => {
    const reads = new Set<PageRead>();
    for (const [filterName, where] of Object.entries(filters)) {
      for (const q of searches) {
        const search = codeSearchCondition(drivers.search, drivers.licenceNumber, q || undefined);
        const word = wordOf(q);
        const words =
          word === undefined
            ? undefined
            : {
                words: driverWords,
                sort: drivers.lastName,
                word,
                besides: codePrefixCondition(drivers.licenceNumber, q),
              };
        for (const sort of sorts) {
          const all = await expected(allOf(where, search), sort);
          for (const limits of limitSets) {
            const label = `${filterName} / q=${q} / ${sort} / ${JSON.stringify(limits)}`;
            const cap = limits?.count ?? 10_000;
            const page = (query: { page?: number; after?: string }, pageSize = 3) =>
              listPage<typeof drivers, { id: string }>(database.db, {
                table: drivers,
                columns: shownColumns(drivers),
                where,
                search,
                words,
                sortable,
                fallback: 'lastName:asc',
                query: { page: query.page ?? 1, pageSize, sort, after: query.after },
                limits,
                trace: (read) => reads.add(read),
              });
            // By cursor, from the first page to the last.
            const byCursor: string[] = [];
            let after: string | undefined;
            for (let n = 0; n < 30; n++) {
              const result = await page({ after });
              expect(result.total, label).toBe(Math.min(all.length, cap));
              expect(result.totalCapped, label).toBe(all.length > cap);
              byCursor.push(...result.rows.map((r) => r.id));
              if (!result.next) break;
              after = result.next;
            }
            expect(byCursor, label).toEqual(all);
            // By number: the first pages, the last and one past it, with two page sizes.
            for (const size of limits?.count === 5 ? [3, 5] : [3]) {
              const last = Math.ceil(all.length / size);
              for (const number of new Set([1, 2, 3, 4, 5, last, last + 1])) {
                const result = await page({ page: number }, size);
                expect(
                  result.rows.map((r) => r.id),
                  `${label} page ${number} of ${size}`,
                ).toEqual(all.slice((number - 1) * size, number * size));
              }
            }
          }
        }
      }
    }
    expect([...reads].sort()).toEqual([
      'bounded walk',
      'bounded walk before the count',
      'bounded walk, then matches',
      'bounded walk, then matches counted',
      'matches',
      'walk',
      'words',
    ]);
  }, 600_000);

  it('pages by a sort column the page does not show, and does not show it', async () => {
    const all = await expected(filters.none, 'hazmatPermitExpiry:desc');
    const ids: string[] = [];
    let after: string | undefined;
    for (let n = 0; n < 20; n++) {
      const result = await listPage<typeof drivers, { id: string }>(database.db, {
        table: drivers,
        columns: { id: drivers.id, firstName: drivers.firstName },
        where: filters.none,
        sortable,
        fallback: 'lastName:asc',
        query: { page: 1, pageSize: 7, sort: 'hazmatPermitExpiry:desc', after },
        limits: { count: 5, walk: 12 },
      });
      for (const row of result.rows) expect(Object.keys(row).sort()).toEqual(['firstName', 'id']);
      ids.push(...result.rows.map((r) => r.id));
      if (!result.next) break;
      after = result.next;
    }
    expect(ids).toEqual(all);
  });
});

describe('cappedCount', () => {
  // Another process's statements: straight to the database, past this handle's statement log.
  const elsewhere = (statement: string) =>
    (database.db as unknown as { $client: { query(s: string): Promise<unknown> } }).$client.query(statement);
  const counted = (prefix: string, cap: number) =>
    cappedCount(database.db, drivers, sql`${drivers.licenceNumber} like ${`${prefix}%`}`, cap);

  it('remembers a count over the cap until this process writes to the table', async () => {
    await elsewhere(`insert into drivers (first_name, last_name, licence_number, licence_type, licence_expiry)
      select 'Eva', 'Cota', 'CNT-' || i, 'C', date '2030-01-01' from generate_series(1, 12) i`);
    expect(await counted('CNT-', 10)).toEqual({ total: 10, totalCapped: true });
    // Five rows gone behind the handle's back: "more than 10" is still what it knows.
    await elsewhere(`delete from drivers where licence_number in ('CNT-1','CNT-2','CNT-3','CNT-4','CNT-5')`);
    expect(await counted('CNT-', 10)).toEqual({ total: 10, totalCapped: true });
    // Another condition (here another value) is another count.
    expect(await counted('CNT-1', 10)).toEqual({ total: 3, totalCapped: false });
    // A write to another table forgets nothing; a write to drivers through this handle forgets it.
    await database.db.execute(sql`update vehicles set notes = notes where false`);
    expect(await counted('CNT-', 10)).toEqual({ total: 10, totalCapped: true });
    await database.db
      .update(drivers)
      .set({ notes: 'counted' })
      .where(sql`${drivers.licenceNumber} = 'CNT-6'`);
    expect(await counted('CNT-', 10)).toEqual({ total: 7, totalCapped: false });
  });

  it('never remembers a count under the cap', async () => {
    await elsewhere(`insert into drivers (first_name, last_name, licence_number, licence_type, licence_expiry)
      select 'Eva', 'Cota', 'UND-' || i, 'C', date '2030-01-01' from generate_series(1, 4) i`);
    expect(await counted('UND-', 10)).toEqual({ total: 4, totalCapped: false });
    await elsewhere(`delete from drivers where licence_number = 'UND-1'`);
    expect(await counted('UND-', 10)).toEqual({ total: 3, totalCapped: false });
  });
});

describe('the drivers words table', () => {
  const wordsOf = async (id: string) =>
    (
      await database.db
        .select({ word: driverWords.word, sort: driverWords.sort })
        .from(driverWords)
        .where(sql`${driverWords.id} = ${id}`)
    )
      .map((w) => `${w.word}@${w.sort}`)
      .sort();
  const byWords = (q: string) => {
    const reads: PageRead[] = [];
    return listPage<typeof drivers, { id: string }>(database.db, {
      table: drivers,
      columns: { id: drivers.id },
      where: sql`${drivers.licenceNumber} like 'WRD-%'`,
      search: codeSearchCondition(drivers.search, drivers.licenceNumber, q),
      words: { words: driverWords, sort: drivers.lastName, word: wordOf(q)!, besides: undefined },
      sortable: { lastName: drivers.lastName },
      fallback: 'lastName:asc',
      query: { page: 1, pageSize: 5 },
      limits: { count: 0, walk: 6 },
      trace: (read) => reads.push(read),
    }).then((page) => ({ ids: page.rows.map((r) => r.id), reads }));
  };

  it('follows every insert, change and delete of a driver', async () => {
    const [row] = await database.db
      .insert(drivers)
      .values({
        firstName: 'Irma',
        lastName: 'Quiroga Beltrán',
        licenceNumber: 'WRD-1',
        licenceType: 'C',
        licenceExpiry: '2030-01-01',
        phone: '55 1234 5678',
      })
      .returning({ id: drivers.id });
    const id = row!.id;
    // Words that begin with a letter, with the surname they sort by; numbers stay out.
    expect(await wordsOf(id)).toEqual(
      ['beltrán', 'irma', 'quiroga', 'wrd'].map((w) => `${w}@Quiroga Beltrán`).sort(),
    );
    expect(await byWords('quir')).toEqual({ ids: [id], reads: ['words'] });

    await database.db.update(drivers).set({ lastName: 'Ulloa' }).where(sql`${drivers.id} = ${id}`);
    expect(await wordsOf(id)).toEqual(['irma', 'ulloa', 'wrd'].map((w) => `${w}@Ulloa`).sort());
    expect((await byWords('quir')).ids).toEqual([]);
    expect((await byWords('ullo')).ids).toEqual([id]);
    // A change that leaves the words and the surname alone leaves the table alone.
    await database.db.update(drivers).set({ notes: 'sin cambios' }).where(sql`${drivers.id} = ${id}`);
    expect(await wordsOf(id)).toHaveLength(3);

    await database.db.delete(drivers).where(sql`${drivers.id} = ${id}`);
    expect(await wordsOf(id)).toEqual([]);
  });
});
