import type { Db } from '../../db/client.ts';
import type { MailAttachment } from './mailer.ts';

/**
 * Renders one document attached to a queued e-mail, from its id, when the e-mail is sent; null when
 * the document cannot be made yet (the e-mail then goes without it).
 */
export type AttachmentRenderer = (db: Db, id: string) => Promise<MailAttachment | null>;

/**
 * The documents an e-mail may attach, by kind: the module that owns a document registers its renderer
 * where the app is composed (app.ts), so the mail module sends a manifest's PDF without importing the
 * manifests module, which itself queues mail.
 */
const renderers = new Map<string, AttachmentRenderer>();

export function registerMailAttachments(kinds: Record<string, AttachmentRenderer>) {
  for (const [kind, render] of Object.entries(kinds)) {
    const known = renderers.get(kind);
    if (known && known !== render) throw new Error(`Two mail attachments are named ${kind}`);
    renderers.set(kind, render);
  }
}

export const isAttachmentKind = (kind: string) => renderers.has(kind);

export function attachmentRenderer(kind: string): AttachmentRenderer | undefined {
  return renderers.get(kind);
}
