import { sql } from 'drizzle-orm';
import type { TestContext } from './helpers.ts';

/** Which audit rows the database refuses: an action, and when given the entity or the company. */
export interface RefusedAudit {
  action: string;
  entityId?: string;
  companyId?: string;
}

/**
 * Makes the test's own database refuse chosen audit rows, as a real failure inside a change's
 * transaction would (a full disk, a broken constraint): a trigger on `audit_log` raises when the row
 * matches one armed in `test_refused_audits`. `refusing(match, work)` arms it for the length of
 * `work` only. Each test file has a database of its own, so no other file sees the trigger.
 */
export async function refusedAudits(ctx: TestContext) {
  const db = ctx.app.db;
  // One statement per call: PGlite's extended protocol runs one at a time.
  await db.execute(
    sql.raw(
      'create table if not exists test_refused_audits (action text not null, entity_id text, company_id uuid)',
    ),
  );
  await db.execute(
    sql.raw(`create or replace function test_refuse_audit() returns trigger language plpgsql as $$
      begin
        if exists (
          select 1 from test_refused_audits r
          where r.action = new.action
            and (r.entity_id is null or r.entity_id = new.entity_id)
            and (r.company_id is null or r.company_id = new.company_id)
        ) then
          raise exception 'audit row % refused by the test', new.action;
        end if;
        return new;
      end $$`),
  );
  await db.execute(sql.raw('drop trigger if exists test_refuse_audit on audit_log'));
  await db.execute(
    sql.raw(
      'create trigger test_refuse_audit before insert on audit_log for each row execute function test_refuse_audit()',
    ),
  );
  return {
    async refusing<T>(match: RefusedAudit, work: () => Promise<T>): Promise<T> {
      await db.execute(
        sql`insert into test_refused_audits (action, entity_id, company_id)
            values (${match.action}, ${match.entityId ?? null}, ${match.companyId ?? null})`,
      );
      try {
        return await work();
      } finally {
        await db.execute(sql`delete from test_refused_audits`);
      }
    },
  };
}
