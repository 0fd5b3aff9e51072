import type { Locale } from '@recolecta/shared/locales';
import { type MailContent, renderMail } from '../mail/layout.ts';

// The e-mail to the holder of an address a company tried to invite, in the five languages.

/**
 * To the holder of an address a client company tried to add as a new user (docs/decisions/0006): the
 * company was answered as for a fresh invitation, and nothing was created; this says what happened.
 */
export function invitationAttemptMail(
  locale: Locale,
  v: { name: string; organisation: string; loginUrl: string },
) {
  const content: Record<Locale, MailContent & { label: string }> = {
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
  return renderMail(locale, { ...c, action: { type: 'link', url: v.loginUrl, label } });
}
