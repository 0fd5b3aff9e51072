import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { hostileImages } from '../../../test/images.ts';
import { startServer } from '../../../test/server-process.ts';
import { JOB_KINDS, MAIL_ATTACHMENTS } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { evidenceFiles } from '../../db/schema/field-records.ts';
import { manifests } from '../../db/schema/manifests.ts';
import { DEMO_PASSWORD, prepareData } from '../../seed/seed.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { registerJobKinds } from '../jobs/registry.ts';
import { registerMailAttachments } from '../mail/attachments.ts';

// Signatures kept before images were checked on arrival: the PNG of issue 33 (its pixel data is not
// zlib, and pdfkit's decoder threw in a zlib callback, ending the process) and the 8000×8000 bomb.
// Written straight into the database, then the real server renders the manifest for an e-mail job
// and for a request, and must stay up.
const dataDir = mkdtempSync(path.join(tmpdir(), 'recolecta-images-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The text of a PDF, as poppler's pdftotext reads it. */
function pdfText(pdf: Buffer) {
  const file = path.join(dataDir, `read-${Date.now()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The PDF attached to an .eml file (nodemailer writes it base64 in its own part). */
function attachedPdf(raw: string) {
  const part = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  if (!part) throw new Error('no PDF attached');
  return Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64');
}

async function until<T>(what: string, look: () => T | undefined, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = look();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.skipIf(process.env.TEST_DB === 'pg')('a stored image that cannot be read', () => {
  it('leaves the manifest PDF rendering, by the e-mail job and by a request, and the process up', async () => {
    const images = await hostileImages();
    const database = await openDatabase({ dataDir });
    let manifest: { id: string; folio: string };
    try {
      await runMigrations(database);
      await prepareData(database.db, { demoData: true });
      const [first] = await database.db
        .select({ id: manifests.id, folio: manifests.folio })
        .from(manifests)
        .orderBy(asc(manifests.folio))
        .limit(1);
      manifest = first!;
      const stored = async (data: Buffer) => {
        const [row] = await database.db
          .insert(evidenceFiles)
          .values({ kind: 'generator_signature', mime: 'image/png', data })
          .returning({ id: evidenceFiles.id });
        return row!.id;
      };
      await database.db
        .update(manifests)
        .set({
          generatorSignatureId: await stored(images.crashPng),
          transporterSignatureId: await stored(images.bombPng),
        })
        .where(eq(manifests.id, manifest.id));
      // The "collected" e-mail that attaches the PDF, due as soon as a worker looks. No app is built
      // in this process: it registers the kinds the app would (app.ts) to queue it.
      registerJobKinds(JOB_KINDS);
      registerMailAttachments(MAIL_ATTACHMENTS);
      await enqueueJob(database.db, {
        kind: 'mail.send',
        payload: {
          to: 'contacto@sitio.test',
          mail: { subject: `Manifiesto ${manifest.folio}`, text: 'Adjunto.', html: '<p>Adjunto.</p>' },
          attach: [{ kind: 'manifest', id: manifest.id }],
        },
      });
    } finally {
      await database.close();
    }

    const port = 3990 + Math.floor(Math.random() * 9);
    const server = startServer({ port, dataDir });
    child = server.child;
    const { exited } = server;
    const output = () => server.output();
    const alive = () => {
      if (child!.exitCode !== null) throw new Error(`the server exited: ${output().slice(-3000)}`);
    };

    await until(
      'the server to listen',
      () => {
        alive();
        return output().includes('Recolecta on') || undefined;
      },
      60_000,
    );
    // The worker takes the e-mail job at once; its PDF renders with a note where each image was.
    const mailDir = path.join(dataDir, 'mail');
    const raw = await until('the e-mail', () => {
      alive();
      if (!existsSync(mailDir)) return undefined;
      return readdirSync(mailDir)
        .map((file) => readFileSync(path.join(mailDir, file), 'utf8'))
        .find((text) => text.includes(`Subject: Manifiesto ${manifest.folio}`));
    });
    const mailed = pdfText(attachedPdf(raw));
    expect(mailed).toContain(manifest.folio);
    expect(mailed.match(/\(firma ilegible\)/g)).toHaveLength(2);

    const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@recolecta.test', password: DEMO_PASSWORD }),
    });
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/manifests/${manifest.id}/manifest.pdf`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.status).toBe(200);
    const opened = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(opened).toContain(manifest.folio);
    expect(opened.match(/\(firma ilegible\)/g)).toHaveLength(2);

    alive();
    child.kill('SIGTERM');
    expect(await exited, output().slice(-3000)).toBe(0);
  }, 120_000);
});
