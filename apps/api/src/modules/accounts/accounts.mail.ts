import type { Locale } from '@recolecta/shared/locales';
import { type MailContent, renderMail } from '../mail/layout.ts';

// The e-mails of signing up and getting in, in the five languages: the code, the links, and the
// notes to an address's holder that decision 0006 sends instead of telling the asker.

export function verificationCodeMail(locale: Locale, v: { name: string; code: string; minutes: number }) {
  const content: Record<Locale, MailContent> = {
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
  return renderMail(locale, { ...content[locale], action: { type: 'code', code: v.code } });
}

export function resetLinkMail(locale: Locale, v: { name: string; url: string }) {
  const content: Record<Locale, MailContent & { label: string }> = {
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
  return renderMail(locale, { ...c, action: { type: 'link', url: v.url, label } });
}

export function invitationMail(
  locale: Locale,
  v: { name: string; inviter: string; organisation: string; url: string },
) {
  const content: Record<Locale, MailContent & { label: string }> = {
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
  return renderMail(locale, { ...c, action: { type: 'link', url: v.url, label } });
}

/**
 * To the owner of an address someone used to sign up again (docs/decisions/0006): the sign-up was
 * answered as any other, and this message tells the owner how to get in instead.
 */
export function signupAttemptMail(locale: Locale, v: { name: string; loginUrl: string; resetUrl: string }) {
  const content: Record<Locale, MailContent & { label: string }> = {
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
  return renderMail(locale, { ...c, action: { type: 'link', url: v.loginUrl, label } });
}

/**
 * To the address of a sign-up whose RFC already belongs to a client company (docs/decisions/0006):
 * the answer did not say so, this message does, to the mailbox of whoever signed up, without saying
 * which account holds it.
 */
export function rfcRegisteredMail(locale: Locale, v: { name: string; rfc: string; loginUrl: string }) {
  const content: Record<Locale, MailContent & { label: string }> = {
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
  return renderMail(locale, { ...c, action: { type: 'link', url: v.loginUrl, label } });
}
