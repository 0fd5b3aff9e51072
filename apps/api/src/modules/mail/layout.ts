import type { Locale } from '@recolecta/shared/locales';

// The layout every e-mail shares, the machinery under their words: each feature keeps its e-mails'
// texts in `<feature>.mail.ts` beside its service and renders them with `renderMail`, so this module
// imports no feature (docs/architecture.md, "E-mail").

/** A rendered e-mail: plain text and simple HTML with the same words. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type MailAction = { type: 'code'; code: string } | { type: 'link'; url: string; label: string };

/** What one e-mail says: the layout adds the brand, the signature and the HTML. */
export interface MailContent {
  subject: string;
  greeting: string;
  before: string[];
  action?: MailAction;
  after: string[];
}

const SIGNATURE: Record<Locale, string> = {
  es: '— El equipo de Recolecta',
  en: '— The Recolecta team',
  zh: '— Recolecta 团队',
  fr: "— L'équipe Recolecta",
  ja: '— Recolecta チーム',
};

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One e-mail in the layout every e-mail shares: the text part, and the same words as simple HTML. */
export function renderMail(locale: Locale, content: MailContent): RenderedMail {
  const actionText = (action: MailAction) => (action.type === 'code' ? action.code : action.url);
  const text = [
    content.greeting,
    ...content.before,
    ...(content.action ? [actionText(content.action)] : []),
    ...content.after,
    SIGNATURE[locale],
  ].join('\n\n');
  const p = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  let actionHtml = '';
  if (content.action?.type === 'code') {
    actionHtml = `<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:monospace">${escapeHtml(content.action.code)}</p>`;
  } else if (content.action?.type === 'link') {
    const url = escapeHtml(content.action.url);
    actionHtml =
      `<p style="margin:0 0 16px"><a href="${url}" style="display:inline-block;padding:12px 20px;background:#001AE2;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;color:#555555;word-break:break-all">${url}</p>`;
  }
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6fa;font-family:Arial,Helvetica,sans-serif;font-size:16px;color:#1a1a1a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#001AE2">Recolecta</p>
${[p(content.greeting), ...content.before.map(p), actionHtml, ...content.after.map(p), p(SIGNATURE[locale])].join('\n')}
</div></body></html>`;
  return { subject: content.subject, text, html };
}

/** The greeting line of the notices: "Hola, Ana:". */
export const greetingOf: Record<Locale, (name: string) => string> = {
  es: (n) => `Hola, ${n}:`,
  en: (n) => `Hello ${n},`,
  zh: (n) => `${n}，您好：`,
  fr: (n) => `Bonjour ${n},`,
  ja: (n) => `${n} 様`,
};
