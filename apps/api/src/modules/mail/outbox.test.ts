import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMailTestContext,
  createUser,
  type MailTestContext,
  reopenTestDatabase,
  testConfig,
} from '../../../test/helpers.ts';
import { linkTokenOf } from '../../../test/mail.ts';
import { buildApp } from '../../app.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { welcomeMail } from '../companies/companies.mail.ts';
import { queueMail } from './outbox.ts';

let ctx: MailTestContext;
beforeAll(async () => {
  ctx = await createMailTestContext();
});
afterAll(() => ctx.close());

const mailTo = (to: string) => ({
  to,
  mail: welcomeMail('en', { name: 'Ana', company: 'Clínica Norte', url: 'https://app.recolecta.test' }),
});
const jobsTo = (to: string) =>
  ctx.app.db
    .select()
    .from(jobs)
    .where(sql`${jobs.summary} like ${`${to} %`}`);
const initiateReset = (email: string) =>
  ctx.request({ method: 'POST', url: '/api/v1/auth/initiate-reset-password', payload: { email } });

describe('e-mail as an outbox', () => {
  it('a rolled-back transaction sends nothing; a committed one sends once', async () => {
    const rolledBack = 'rolled-back@example.test';
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await queueMail(tx, mailTo(rolledBack));
        throw new Error('the change failed after queueing its e-mail');
      }),
    ).rejects.toThrow('the change failed');
    const committed = 'committed@example.test';
    await ctx.app.db.transaction(async (tx) => {
      await queueMail(tx, mailTo(committed));
    });
    await ctx.app.jobs.drain();
    expect(await jobsTo(rolledBack)).toHaveLength(0);
    expect(ctx.mail.pending(rolledBack)).toHaveLength(0);
    expect(ctx.mail.pending(committed)).toHaveLength(1);
    expect((await ctx.mail.next(committed)).subject).toBe('Welcome to Recolecta');
    await ctx.app.jobs.drain();
    expect(ctx.mail.pending(committed)).toHaveLength(0);
  });

  it('a delivered e-mail leaves no code or link in the database, only recipient and subject', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    await initiateReset(user.email);
    const token = linkTokenOf(await ctx.mail.next(user.email));
    const [job] = await jobsTo(user.email);
    expect(job).toMatchObject({ kind: 'mail.send', status: 'done', attempts: 1, payload: {} });
    expect(job!.summary).toBe(`${user.email} · Restablece tu contraseña de Recolecta`);
    expect(JSON.stringify(job)).not.toContain(token);
  });

  it('a crash after the commit loses no e-mail: the next process delivers it', async () => {
    const user = await createUser(ctx, { role: 'admin' });
    const config = testConfig({ smtpUrl: ctx.mail.url, publicUrl: 'https://app.recolecta.test' });
    // A process commits a reset link and its e-mail, then dies before its worker ran the job.
    const first = await buildApp({ config, database: ctx.database, logger: false });
    const res = await first.inject({
      method: 'POST',
      url: '/api/v1/auth/initiate-reset-password',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    await first.close();
    const database = await reopenTestDatabase(ctx.database);
    const restarted = await buildApp({ config, database, logger: false });
    try {
      expect(ctx.mail.pending(user.email)).toHaveLength(0);
      await restarted.jobs.drain();
      const mail = ctx.mail.pending(user.email);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toBe('Restablece tu contraseña de Recolecta');
    } finally {
      await restarted.close();
      await database.close();
    }
  });

  it('an SMTP refusal is retried with backoff, then failed; an admin retry delivers it', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const user = await createUser(ctx, { role: 'admin', locale: 'en' });
    ctx.mail.refused.add(user.email);
    await initiateReset(user.email);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      await ctx.app.jobs.drain();
      const [job] = await jobsTo(user.email);
      expect(job!.attempts).toBe(attempt);
      expect(job!.lastError).toMatch(/550|Mailbox unavailable/);
      if (attempt < 8) {
        expect(job!.status).toBe('queued');
        delays.push(Math.round((job!.runAt.getTime() - job!.updatedAt.getTime()) / 1000));
        // Time passes: the retry is due.
        await ctx.app.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, job!.id));
      } else {
        expect(job!.status).toBe('failed');
        expect(job!.finishedAt).not.toBeNull();
      }
    }
    expect(delays).toEqual([10, 20, 40, 80, 160, 320, 640]);
    expect(ctx.mail.pending(user.email)).toHaveLength(0);

    const failed = await ctx.request({
      url: `/api/v1/jobs?status=failed&kind=mail.send&q=${encodeURIComponent(user.email)}`,
      token: admin.token,
    });
    expect(failed.statusCode).toBe(200);
    const [listed] = failed.json().data;
    expect(listed).toMatchObject({ status: 'failed', attempts: 8, maxAttempts: 8, kind: 'mail.send' });
    expect(listed.lastError).toMatch(/550/);
    expect(JSON.stringify(failed.json())).not.toContain('token=');

    ctx.mail.refused.delete(user.email);
    const retried = await ctx.request({
      method: 'POST',
      url: `/api/v1/jobs/${listed.id}/retry`,
      token: admin.token,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ status: 'queued', attempts: 0 });
    const mail = await ctx.mail.next(user.email);
    expect(mail.subject).toBe('Reset your Recolecta password');
    const [job] = await jobsTo(user.email);
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
  });
});
