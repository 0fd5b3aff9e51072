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

/**
 * To the owner of an address someone used to sign up again (docs/decisions/0006): the sign-up was
 * answered as any other, and this message tells the owner how to get in instead.
 */
export function signupAttemptMail(locale: Locale, v: { name: string; loginUrl: string; resetUrl: string }) {
  const content: Record<Locale, Content & { label: string }> = {
    es: {
      subject: 'Alguien intentó registrarse en Recolecta con tu correo',
      greeting: `Hola, ${v.name}:`,
      before: [
        'Alguien intentó crear una cuenta nueva de Recolecta con esta dirección de correo. Ya tienes una cuenta con ella, así que no se creó nada.',
        'Si fuiste tú, inicia sesión con tu cuenta:',
      ],
      label: 'Iniciar sesión',
      after: [
        `Si no recuerdas tu contraseña, puedes restablecerla aquí: ${v.resetUrl}`,
        'Si no fuiste tú, ignora este correo: tu cuenta no cambió.',
      ],
    },
    en: {
      subject: 'Someone tried to sign up to Recolecta with your e-mail',
      greeting: `Hello ${v.name},`,
      before: [
        'Someone tried to create a new Recolecta account with this e-mail address. You already have an account with it, so nothing was created.',
        'If it was you, sign in to your account:',
      ],
      label: 'Sign in',
      after: [
        `If you do not remember your password, you can reset it here: ${v.resetUrl}`,
        'If it was not you, ignore this e-mail: your account has not changed.',
      ],
    },
    zh: {
      subject: '有人尝试用您的邮箱注册 Recolecta',
      greeting: `${v.name}，您好：`,
      before: [
        '有人尝试使用此邮箱地址创建新的 Recolecta 账户。您已经拥有使用该邮箱的账户，因此未创建任何内容。',
        '如果是您本人，请登录您的账户：',
      ],
      label: '登录',
      after: [
        `如果您忘记了密码，可以在此重置：${v.resetUrl}`,
        '如果不是您本人，请忽略此邮件，您的账户没有任何变化。',
      ],
    },
    fr: {
      subject: "Quelqu'un a tenté de s'inscrire sur Recolecta avec votre e-mail",
      greeting: `Bonjour ${v.name},`,
      before: [
        "Quelqu'un a tenté de créer un nouveau compte Recolecta avec cette adresse e-mail. Vous avez déjà un compte avec elle : rien n'a été créé.",
        "Si c'était vous, connectez-vous à votre compte :",
      ],
      label: 'Se connecter',
      after: [
        `Si vous avez oublié votre mot de passe, vous pouvez le réinitialiser ici : ${v.resetUrl}`,
        "Si ce n'était pas vous, ignorez cet e-mail : votre compte n'a pas changé.",
      ],
    },
    ja: {
      subject: 'お使いのメールアドレスで Recolecta への登録が試みられました',
      greeting: `${v.name} 様`,
      before: [
        'このメールアドレスで Recolecta の新しいアカウントを作成しようとした人がいます。このアドレスのアカウントは既にお持ちのため、何も作成されていません。',
        'ご本人の場合は、お持ちのアカウントでログインしてください：',
      ],
      label: 'ログイン',
      after: [
        `パスワードをお忘れの場合は、こちらから再設定できます：${v.resetUrl}`,
        'お心当たりがない場合は、このメールを無視してください。アカウントは変更されていません。',
      ],
    },
  };
  const { label, ...c } = content[locale];
  return render(locale, { ...c, action: { type: 'link', url: v.loginUrl, label } });
}

/**
 * To the holder of an address a client company tried to add as a new user (docs/decisions/0006): the
 * company was answered as for a fresh invitation, and nothing was created; this says what happened.
 */
export function invitationAttemptMail(
  locale: Locale,
  v: { name: string; organisation: string; loginUrl: string },
) {
  const content: Record<Locale, Content & { label: string }> = {
    es: {
      subject: `${v.organisation} intentó invitarte a Recolecta`,
      greeting: `Hola, ${v.name}:`,
      before: [
        `${v.organisation} intentó darte de alta como usuario en Recolecta con esta dirección de correo. Ya tienes una cuenta con ella, así que no se creó nada ni cambió tu cuenta.`,
        `Si debes trabajar con ${v.organisation}, pídeles que te inviten con otra dirección. Tu cuenta sigue aquí:`,
      ],
      label: 'Iniciar sesión',
      after: ['Si no esperabas esto, ignora este correo.'],
    },
    en: {
      subject: `${v.organisation} tried to invite you to Recolecta`,
      greeting: `Hello ${v.name},`,
      before: [
        `${v.organisation} tried to add you as a user on Recolecta with this e-mail address. You already have an account with it, so nothing was created and your account has not changed.`,
        `If you are meant to work with ${v.organisation}, ask them to invite you with another address. Your account is here:`,
      ],
      label: 'Sign in',
      after: ['If you did not expect this, ignore this e-mail.'],
    },
    zh: {
      subject: `${v.organisation} 尝试邀请您加入 Recolecta`,
      greeting: `${v.name}，您好：`,
      before: [
        `${v.organisation} 尝试使用此邮箱地址将您添加为 Recolecta 用户。您已经拥有使用该邮箱的账户，因此未创建任何内容，您的账户也没有变化。`,
        `如果您需要与 ${v.organisation} 合作，请让他们使用另一个邮箱地址邀请您。您的账户在这里：`,
      ],
      label: '登录',
      after: ['如果您没有预料到此事，请忽略此邮件。'],
    },
    fr: {
      subject: `${v.organisation} a tenté de vous inviter sur Recolecta`,
      greeting: `Bonjour ${v.name},`,
      before: [
        `${v.organisation} a tenté de vous ajouter comme utilisateur sur Recolecta avec cette adresse e-mail. Vous avez déjà un compte avec elle : rien n'a été créé et votre compte n'a pas changé.`,
        `Si vous devez travailler avec ${v.organisation}, demandez-leur de vous inviter avec une autre adresse. Votre compte est ici :`,
      ],
      label: 'Se connecter',
      after: ['Si vous ne vous y attendiez pas, ignorez cet e-mail.'],
    },
    ja: {
      subject: `${v.organisation} が Recolecta への招待を試みました`,
      greeting: `${v.name} 様`,
      before: [
        `${v.organisation} がこのメールアドレスであなたを Recolecta のユーザーとして追加しようとしました。このアドレスのアカウントは既にお持ちのため、何も作成されず、アカウントも変更されていません。`,
        `${v.organisation} と一緒に作業する必要がある場合は、別のアドレスで招待するよう依頼してください。お持ちのアカウントはこちらです：`,
      ],
      label: 'ログイン',
      after: ['お心当たりがない場合は、このメールを無視してください。'],
    },
  };
  const { label, ...c } = content[locale];
  return render(locale, { ...c, action: { type: 'link', url: v.loginUrl, label } });
}

/**
 * To the address of a sign-up whose RFC already belongs to a client company (docs/decisions/0006):
 * the answer did not say so, this message does, to the mailbox of whoever signed up, without saying
 * which account holds it.
 */
export function rfcRegisteredMail(locale: Locale, v: { name: string; rfc: string; loginUrl: string }) {
  const content: Record<Locale, Content & { label: string }> = {
    es: {
      subject: 'Tu empresa ya está registrada en Recolecta',
      greeting: `Hola, ${v.name}:`,
      before: [
        `Recibimos una solicitud de registro con el RFC ${v.rfc}, pero una empresa con ese RFC ya tiene una cuenta en Recolecta, así que no se creó una nueva.`,
        'Pide a la persona que administra la cuenta de tu empresa que te invite desde Usuarios. Si ya tienes acceso, inicia sesión:',
      ],
      label: 'Iniciar sesión',
      after: [
        'Si crees que se trata de un error, responde a este correo y lo revisaremos. Si no fuiste tú, ignóralo.',
      ],
    },
    en: {
      subject: 'Your company is already registered on Recolecta',
      greeting: `Hello ${v.name},`,
      before: [
        `We received a sign-up with the RFC ${v.rfc}, but a company with this RFC already has a Recolecta account, so no new one was created.`,
        "Ask whoever manages your company's account to invite you from Users. If you already have access, sign in:",
      ],
      label: 'Sign in',
      after: [
        'If you think this is a mistake, reply to this e-mail and we will look into it. If it was not you, ignore it.',
      ],
    },
    zh: {
      subject: '您的公司已在 Recolecta 注册',
      greeting: `${v.name}，您好：`,
      before: [
        `我们收到了使用 RFC ${v.rfc} 的注册申请，但使用该 RFC 的公司已拥有 Recolecta 账户，因此未创建新账户。`,
        '请让管理贵公司账户的人员在“用户”中邀请您。如果您已有访问权限，请登录：',
      ],
      label: '登录',
      after: ['如果您认为这是错误，请回复此邮件，我们会进行核查。如果不是您本人的操作，请忽略此邮件。'],
    },
    fr: {
      subject: 'Votre entreprise est déjà inscrite sur Recolecta',
      greeting: `Bonjour ${v.name},`,
      before: [
        `Nous avons reçu une inscription avec le RFC ${v.rfc}, mais une entreprise avec ce RFC a déjà un compte Recolecta : aucun nouveau compte n'a été créé.`,
        'Demandez à la personne qui gère le compte de votre entreprise de vous inviter depuis Utilisateurs. Si vous avez déjà un accès, connectez-vous :',
      ],
      label: 'Se connecter',
      after: [
        "Si vous pensez qu'il s'agit d'une erreur, répondez à cet e-mail et nous vérifierons. Si ce n'était pas vous, ignorez-le.",
      ],
    },
    ja: {
      subject: '貴社は既に Recolecta に登録されています',
      greeting: `${v.name} 様`,
      before: [
        `RFC ${v.rfc} での登録申請を受け付けましたが、この RFC の会社は既に Recolecta のアカウントをお持ちのため、新しいアカウントは作成されていません。`,
        '貴社のアカウントを管理している方に、「ユーザー」から招待してもらってください。既にアクセス権をお持ちの場合は、ログインしてください：',
      ],
      label: 'ログイン',
      after: [
        '誤りだと思われる場合は、このメールにご返信ください。確認いたします。お心当たりがない場合は、無視してください。',
      ],
    },
  };
  const { label, ...c } = content[locale];
  return render(locale, { ...c, action: { type: 'link', url: v.loginUrl, label } });
}

/** What the orders' e-mails say of one order: its number, site, day and window. */
interface OrderMailValues {
  name: string;
  number: string;
  site: string;
  date: string;
  /** `09:00–13:00`, or empty when the order has no window. */
  window: string;
}

const inWindow: Record<Locale, (window: string) => string> = {
  es: (w) => (w ? `, de ${w}` : ''),
  en: (w) => (w ? `, ${w}` : ''),
  zh: (w) => (w ? `，${w}` : ''),
  fr: (w) => (w ? `, de ${w}` : ''),
  ja: (w) => (w ? `、${w}` : ''),
};

const greetingOf: Record<Locale, (name: string) => string> = {
  es: (n) => `Hola, ${n}:`,
  en: (n) => `Hello ${n},`,
  zh: (n) => `${n}，您好：`,
  fr: (n) => `Bonjour ${n},`,
  ja: (n) => `${n} 様`,
};

/** To the client when an order is created: it was received and waits to be scheduled. */
export function orderReceivedMail(locale: Locale, v: OrderMailValues) {
  const w = inWindow[locale](v.window);
  const content: Record<Locale, Omit<Content, 'greeting'>> = {
    es: {
      subject: `Recibimos tu pedido ${v.number}`,
      before: [
        `Recibimos tu pedido de recolección ${v.number} para ${v.site}, solicitado para el ${v.date}${w}.`,
      ],
      after: ['Te avisaremos cuando quede programado.'],
    },
    en: {
      subject: `We received your order ${v.number}`,
      before: [`We received your collection order ${v.number} for ${v.site}, requested for ${v.date}${w}.`],
      after: ['We will let you know once it is scheduled.'],
    },
    zh: {
      subject: `我们已收到您的订单 ${v.number}`,
      before: [`我们已收到您为 ${v.site} 提交的收运订单 ${v.number}，申请日期为 ${v.date}${w}。`],
      after: ['排定后我们会通知您。'],
    },
    fr: {
      subject: `Nous avons reçu votre commande ${v.number}`,
      before: [
        `Nous avons reçu votre commande de collecte ${v.number} pour ${v.site}, demandée pour le ${v.date}${w}.`,
      ],
      after: ['Nous vous préviendrons dès qu’elle sera planifiée.'],
    },
    ja: {
      subject: `注文 ${v.number} を受け付けました`,
      before: [`${v.site} の回収注文 ${v.number}（希望日 ${v.date}${w}）を受け付けました。`],
      after: ['予定が決まりましたらお知らせします。'],
    },
  };
  return render(locale, { greeting: greetingOf[locale](v.name), ...content[locale] });
}

/** To the client when an order is scheduled: the day and window of the collection. */
export function orderScheduledMail(locale: Locale, v: OrderMailValues) {
  const w = inWindow[locale](v.window);
  const content: Record<Locale, Omit<Content, 'greeting'>> = {
    es: {
      subject: `Tu pedido ${v.number} está programado`,
      before: [`Programamos la recolección de tu pedido ${v.number} en ${v.site} para el ${v.date}${w}.`],
      after: ['Ten listos los contenedores a esa hora.'],
    },
    en: {
      subject: `Your order ${v.number} is scheduled`,
      before: [`The collection of your order ${v.number} at ${v.site} is scheduled for ${v.date}${w}.`],
      after: ['Please have the containers ready by then.'],
    },
    zh: {
      subject: `您的订单 ${v.number} 已排定`,
      before: [`您的订单 ${v.number} 已排定于 ${v.date}${w} 在 ${v.site} 收运。`],
      after: ['请届时准备好容器。'],
    },
    fr: {
      subject: `Votre commande ${v.number} est planifiée`,
      before: [`La collecte de votre commande ${v.number} à ${v.site} est planifiée le ${v.date}${w}.`],
      after: ['Merci de préparer les conteneurs pour ce moment.'],
    },
    ja: {
      subject: `注文 ${v.number} の予定が決まりました`,
      before: [`注文 ${v.number} の ${v.site} での回収は ${v.date}${w} に予定されました。`],
      after: ['その時間までに容器をご用意ください。'],
    },
  };
  return render(locale, { greeting: greetingOf[locale](v.name), ...content[locale] });
}

/** To the client when an order is cancelled, with the reason. */
export function orderCancelledMail(locale: Locale, v: OrderMailValues & { reason: string }) {
  const content: Record<Locale, Omit<Content, 'greeting'>> = {
    es: {
      subject: `Pedido ${v.number} cancelado`,
      before: [`El pedido ${v.number} para ${v.site} (${v.date}) fue cancelado.`, `Motivo: ${v.reason}`],
      after: ['Puedes solicitar una nueva recolección cuando la necesites.'],
    },
    en: {
      subject: `Order ${v.number} cancelled`,
      before: [`Order ${v.number} for ${v.site} (${v.date}) was cancelled.`, `Reason: ${v.reason}`],
      after: ['You can request a new collection whenever you need one.'],
    },
    zh: {
      subject: `订单 ${v.number} 已取消`,
      before: [`${v.site} 的订单 ${v.number}（${v.date}）已取消。`, `原因：${v.reason}`],
      after: ['如有需要，您可以随时申请新的收运。'],
    },
    fr: {
      subject: `Commande ${v.number} annulée`,
      before: [`La commande ${v.number} pour ${v.site} (${v.date}) a été annulée.`, `Motif : ${v.reason}`],
      after: ['Vous pouvez demander une nouvelle collecte quand vous en avez besoin.'],
    },
    ja: {
      subject: `注文 ${v.number} はキャンセルされました`,
      before: [`${v.site} の注文 ${v.number}（${v.date}）はキャンセルされました。`, `理由：${v.reason}`],
      after: ['必要なときに新しい回収を依頼できます。'],
    },
  };
  return render(locale, { greeting: greetingOf[locale](v.name), ...content[locale] });
}

/** To the client when a collection failed at the stop, with the reason. */
export function orderFailedMail(locale: Locale, v: OrderMailValues & { reason: string }) {
  const content: Record<Locale, Omit<Content, 'greeting'>> = {
    es: {
      subject: `No pudimos recolectar el pedido ${v.number}`,
      before: [
        `La recolección del pedido ${v.number} en ${v.site} (${v.date}) no se pudo realizar.`,
        `Motivo: ${v.reason}`,
      ],
      after: ['Lo reprogramaremos contigo para otra fecha.'],
    },
    en: {
      subject: `We could not collect order ${v.number}`,
      before: [
        `The collection of order ${v.number} at ${v.site} (${v.date}) could not be made.`,
        `Reason: ${v.reason}`,
      ],
      after: ['We will reschedule it with you for another day.'],
    },
    zh: {
      subject: `订单 ${v.number} 未能收运`,
      before: [`订单 ${v.number} 在 ${v.site}（${v.date}）的收运未能完成。`, `原因：${v.reason}`],
      after: ['我们将与您另约日期重新安排。'],
    },
    fr: {
      subject: `Nous n’avons pas pu collecter la commande ${v.number}`,
      before: [
        `La collecte de la commande ${v.number} à ${v.site} (${v.date}) n’a pas pu avoir lieu.`,
        `Motif : ${v.reason}`,
      ],
      after: ['Nous la reprogrammerons avec vous à une autre date.'],
    },
    ja: {
      subject: `注文 ${v.number} を回収できませんでした`,
      before: [
        `注文 ${v.number} の ${v.site}（${v.date}）での回収は実施できませんでした。`,
        `理由：${v.reason}`,
      ],
      after: ['別の日に再予定いたします。'],
    },
  };
  return render(locale, { greeting: greetingOf[locale](v.name), ...content[locale] });
}

/** To the site's contact when the truck leaves the stop before theirs: it is on its way, and when it should arrive. */
export function truckOnWayMail(
  locale: Locale,
  v: { name: string; number: string; site: string; eta: string },
) {
  const content: Record<Locale, Omit<Content, 'greeting'>> = {
    es: {
      subject: `El camión va en camino: pedido ${v.number}`,
      before: [
        `El camión de recolección va en camino a ${v.site} por el pedido ${v.number}.`,
        `Llegada estimada: ${v.eta}.`,
      ],
      after: ['Ten listos los contenedores y a quien firmará la entrega.'],
    },
    en: {
      subject: `The truck is on its way: order ${v.number}`,
      before: [
        `The collection truck is on its way to ${v.site} for order ${v.number}.`,
        `Estimated arrival: ${v.eta}.`,
      ],
      after: ['Please have the containers ready, and someone to sign the handover.'],
    },
    zh: {
      subject: `收运车辆正在途中：订单 ${v.number}`,
      before: [`收运车辆正前往 ${v.site} 收运订单 ${v.number}。`, `预计到达：${v.eta}。`],
      after: ['请准备好容器，并安排人员签字交接。'],
    },
    fr: {
      subject: `Le camion est en route : commande ${v.number}`,
      before: [
        `Le camion de collecte est en route vers ${v.site} pour la commande ${v.number}.`,
        `Arrivée estimée : ${v.eta}.`,
      ],
      after: ['Merci de préparer les conteneurs et une personne pour signer la remise.'],
    },
    ja: {
      subject: `回収車が向かっています：注文 ${v.number}`,
      before: [`回収車が注文 ${v.number} のため ${v.site} に向かっています。`, `到着予定：${v.eta}。`],
      after: ['容器と引渡しに署名する方をご用意ください。'],
    },
  };
  return render(locale, { greeting: greetingOf[locale](v.name), ...content[locale] });
}

/** To the site's contact when the waste was collected, with the manifest attached when there is one. */
export function orderCollectedMail(
  locale: Locale,
  v: { name: string; number: string; site: string; kg: string; folio: string },
) {
  const content: Record<Locale, Omit<Content, 'greeting'>> = {
    es: {
      subject: `Recolectamos tu pedido ${v.number}`,
      before: [
        `Recolectamos ${v.kg} kg del pedido ${v.number} en ${v.site}.`,
        ...(v.folio ? [`Adjuntamos el manifiesto ${v.folio}.`] : []),
      ],
      after: ['Gracias por entregar tus residuos de forma segura.'],
    },
    en: {
      subject: `We collected your order ${v.number}`,
      before: [
        `We collected ${v.kg} kg of order ${v.number} at ${v.site}.`,
        ...(v.folio ? [`The manifest ${v.folio} is attached.`] : []),
      ],
      after: ['Thank you for handing your waste over safely.'],
    },
    zh: {
      subject: `我们已收运您的订单 ${v.number}`,
      before: [
        `我们已在 ${v.site} 收运订单 ${v.number}，共 ${v.kg} 公斤。`,
        ...(v.folio ? [`附上联单 ${v.folio}。`] : []),
      ],
      after: ['感谢您安全交付废物。'],
    },
    fr: {
      subject: `Nous avons collecté votre commande ${v.number}`,
      before: [
        `Nous avons collecté ${v.kg} kg de la commande ${v.number} à ${v.site}.`,
        ...(v.folio ? [`Le manifeste ${v.folio} est joint.`] : []),
      ],
      after: ['Merci d’avoir remis vos déchets en toute sécurité.'],
    },
    ja: {
      subject: `注文 ${v.number} を回収しました`,
      before: [
        `${v.site} で注文 ${v.number} を ${v.kg} kg 回収しました。`,
        ...(v.folio ? [`マニフェスト ${v.folio} を添付します。`] : []),
      ],
      after: ['安全な引渡しにご協力いただきありがとうございます。'],
    },
  };
  return render(locale, { greeting: greetingOf[locale](v.name), ...content[locale] });
}
