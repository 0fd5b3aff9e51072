import type { Locale } from '@recolecta/shared/locales';

/** A rendered e-mail: plain text and simple HTML with the same words. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Action = { type: 'code'; code: string } | { type: 'link'; url: string; label: string };

interface Content {
  subject: string;
  greeting: string;
  before: string[];
  action?: Action;
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

function render(locale: Locale, content: Content): RenderedMail {
  const actionText = (action: Action) => (action.type === 'code' ? action.code : action.url);
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

export function verificationCodeMail(locale: Locale, v: { name: string; code: string; minutes: number }) {
  const content: Record<Locale, Content> = {
    es: {
      subject: 'Tu código de verificación de Recolecta',
      greeting: `Hola, ${v.name}:`,
      before: ['Tu código de verificación es:'],
      after: [`Vence en ${v.minutes} minutos. Si no fuiste tú, ignora este correo.`],
    },
    en: {
      subject: 'Your Recolecta verification code',
      greeting: `Hello ${v.name},`,
      before: ['Your verification code is:'],
      after: [`It expires in ${v.minutes} minutes. If this was not you, ignore this e-mail.`],
    },
    zh: {
      subject: '您的 Recolecta 验证码',
      greeting: `${v.name}，您好：`,
      before: ['您的验证码是：'],
      after: [`该验证码将在 ${v.minutes} 分钟后失效。如果这不是您本人的操作，请忽略此邮件。`],
    },
    fr: {
      subject: 'Votre code de vérification Recolecta',
      greeting: `Bonjour ${v.name},`,
      before: ['Votre code de vérification est :'],
      after: [
        `Il expire dans ${v.minutes} minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.`,
      ],
    },
    ja: {
      subject: 'Recolecta 確認コード',
      greeting: `${v.name} 様`,
      before: ['確認コードは次のとおりです：'],
      after: [`有効期限は ${v.minutes} 分です。心当たりがない場合は、このメールを無視してください。`],
    },
  };
  return render(locale, { ...content[locale], action: { type: 'code', code: v.code } });
}

export function resetLinkMail(locale: Locale, v: { name: string; url: string }) {
  const content: Record<Locale, Content & { label: string }> = {
    es: {
      subject: 'Restablece tu contraseña de Recolecta',
      greeting: `Hola, ${v.name}:`,
      before: ['Para elegir una contraseña nueva, abre este enlace:'],
      label: 'Elegir contraseña nueva',
      after: [
        'El enlace sirve una sola vez y vence en 1 hora. Si no lo pediste, ignora este correo: tu contraseña no cambia.',
      ],
    },
    en: {
      subject: 'Reset your Recolecta password',
      greeting: `Hello ${v.name},`,
      before: ['To choose a new password, open this link:'],
      label: 'Choose a new password',
      after: [
        'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays the same.',
      ],
    },
    zh: {
      subject: '重置您的 Recolecta 密码',
      greeting: `${v.name}，您好：`,
      before: ['请打开以下链接设置新密码：'],
      label: '设置新密码',
      after: ['该链接仅可使用一次，1 小时后失效。如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。'],
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe Recolecta',
      greeting: `Bonjour ${v.name},`,
      before: ['Pour choisir un nouveau mot de passe, ouvrez ce lien :'],
      label: 'Choisir un nouveau mot de passe',
      after: [
        "Le lien ne sert qu'une fois et expire dans 1 heure. Si vous ne l'avez pas demandé, ignorez cet e-mail : votre mot de passe reste inchangé.",
      ],
    },
    ja: {
      subject: 'Recolecta パスワードの再設定',
      greeting: `${v.name} 様`,
      before: ['次のリンクを開いて新しいパスワードを設定してください：'],
      label: '新しいパスワードを設定',
      after: [
        'リンクは1回のみ有効で、1時間で期限切れになります。心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
      ],
    },
  };
  const { label, ...c } = content[locale];
  return render(locale, { ...c, action: { type: 'link', url: v.url, label } });
}

export function invitationMail(
  locale: Locale,
  v: { name: string; inviter: string; organisation: string; url: string },
) {
  const content: Record<Locale, Content & { label: string }> = {
    es: {
      subject: 'Te invitaron a Recolecta',
      greeting: `Hola, ${v.name}:`,
      before: [
        `${v.inviter} te invitó a usar Recolecta en ${v.organisation}.`,
        'Para activar tu cuenta, elige tu contraseña en este enlace:',
      ],
      label: 'Activar mi cuenta',
      after: ['El enlace sirve una sola vez y vence en 72 horas.'],
    },
    en: {
      subject: 'You are invited to Recolecta',
      greeting: `Hello ${v.name},`,
      before: [
        `${v.inviter} invited you to use Recolecta at ${v.organisation}.`,
        'To activate your account, choose your password with this link:',
      ],
      label: 'Activate my account',
      after: ['The link works once and expires in 72 hours.'],
    },
    zh: {
      subject: '您受邀加入 Recolecta',
      greeting: `${v.name}，您好：`,
      before: [
        `${v.inviter} 邀请您在 ${v.organisation} 使用 Recolecta。`,
        '请通过以下链接设置密码以激活账户：',
      ],
      label: '激活我的账户',
      after: ['该链接仅可使用一次，72 小时后失效。'],
    },
    fr: {
      subject: 'Vous êtes invité·e sur Recolecta',
      greeting: `Bonjour ${v.name},`,
      before: [
        `${v.inviter} vous a invité·e à utiliser Recolecta pour ${v.organisation}.`,
        'Pour activer votre compte, choisissez votre mot de passe avec ce lien :',
      ],
      label: 'Activer mon compte',
      after: ["Le lien ne sert qu'une fois et expire dans 72 heures."],
    },
    ja: {
      subject: 'Recolecta への招待',
      greeting: `${v.name} 様`,
      before: [
        `${v.inviter} さんから、${v.organisation} の Recolecta への招待が届いています。`,
        '次のリンクからパスワードを設定して、アカウントを有効にしてください：',
      ],
      label: 'アカウントを有効にする',
      after: ['リンクは1回のみ有効で、72時間で期限切れになります。'],
    },
  };
  const { label, ...c } = content[locale];
  return render(locale, { ...c, action: { type: 'link', url: v.url, label } });
}

export function welcomeMail(locale: Locale, v: { name: string; company: string; url: string }) {
  const content: Record<Locale, Content & { label: string }> = {
    es: {
      subject: 'Bienvenido a Recolecta',
      greeting: `Hola, ${v.name}:`,
      before: [
        `${v.company} ya está activa en Recolecta. Desde ahora puedes solicitar recolecciones, seguir tus rutas y consultar tus manifiestos.`,
      ],
      label: 'Entrar a Recolecta',
      after: [],
    },
    en: {
      subject: 'Welcome to Recolecta',
      greeting: `Hello ${v.name},`,
      before: [
        `${v.company} is now active on Recolecta. You can request collections, follow your routes and see your manifests.`,
      ],
      label: 'Open Recolecta',
      after: [],
    },
    zh: {
      subject: '欢迎使用 Recolecta',
      greeting: `${v.name}，您好：`,
      before: [`${v.company} 已在 Recolecta 上启用。现在您可以申请收运、跟踪路线并查看联单。`],
      label: '进入 Recolecta',
      after: [],
    },
    fr: {
      subject: 'Bienvenue sur Recolecta',
      greeting: `Bonjour ${v.name},`,
      before: [
        `${v.company} est désormais active sur Recolecta. Vous pouvez demander des collectes, suivre vos tournées et consulter vos manifestes.`,
      ],
      label: 'Ouvrir Recolecta',
      after: [],
    },
    ja: {
      subject: 'Recolecta へようこそ',
      greeting: `${v.name} 様`,
      before: [
        `${v.company} は Recolecta で有効になりました。収集の依頼、ルートの確認、マニフェストの閲覧ができます。`,
      ],
      label: 'Recolecta を開く',
      after: [],
    },
  };
  const { label, ...c } = content[locale];
  return render(locale, { ...c, action: { type: 'link', url: v.url, label } });
}
