import type { Locale } from './locales.ts';

/** Confirmations the API answers in `message` fields, in each language (errors are in errors.ts). */
export const MESSAGES = {
  CODE_SENT: {
    es: 'Te enviamos un código de verificación por correo',
    en: 'We sent you a verification code by e-mail',
    zh: '我们已通过邮件向您发送验证码',
    fr: 'Nous vous avons envoyé un code de vérification par e-mail',
    ja: '確認コードをメールで送信しました',
  },
  CODE_RESENT: {
    es: 'Si la cuenta espera verificación, te enviamos un código nuevo',
    en: 'If the account awaits verification, we sent you a new code',
    zh: '如果该账户正在等待验证，我们已发送新的验证码',
    fr: 'Si le compte attend une vérification, nous vous avons envoyé un nouveau code',
    ja: 'アカウントが確認待ちの場合、新しいコードを送信しました',
  },
  EMAIL_VERIFIED: {
    es: 'Correo verificado',
    en: 'E-mail verified',
    zh: '邮箱已验证',
    fr: 'E-mail vérifié',
    ja: 'メールアドレスを確認しました',
  },
  RESET_LINK_SENT: {
    es: 'Si la dirección está registrada, te enviamos un enlace para restablecer la contraseña',
    en: 'If the address is registered, we sent you a link to reset the password',
    zh: '如果该地址已注册，我们已发送重置密码的链接',
    fr: "Si l'adresse est enregistrée, nous vous avons envoyé un lien pour réinitialiser le mot de passe",
    ja: '登録済みのアドレスであれば、パスワード再設定用のリンクを送信しました',
  },
  PASSWORD_RESET: {
    es: 'Tu contraseña se cambió; inicia sesión con la nueva',
    en: 'Your password was changed; sign in with the new one',
    zh: '密码已更改，请使用新密码登录',
    fr: 'Votre mot de passe a été modifié ; connectez-vous avec le nouveau',
    ja: 'パスワードを変更しました。新しいパスワードでログインしてください',
  },
  PASSWORD_SET: {
    es: 'Tu contraseña quedó guardada; ya puedes iniciar sesión',
    en: 'Your password is set; you can sign in now',
    zh: '密码已设置，现在可以登录',
    fr: 'Votre mot de passe est enregistré ; vous pouvez vous connecter',
    ja: 'パスワードを設定しました。ログインできます',
  },
  PASSWORD_CHANGED: {
    es: 'Contraseña cambiada; cerramos tus otras sesiones',
    en: 'Password changed; your other sessions were signed out',
    zh: '密码已更改，其他会话已退出',
    fr: 'Mot de passe modifié ; vos autres sessions ont été fermées',
    ja: 'パスワードを変更しました。他のセッションはログアウトされました',
  },
  INVITATION_SENT: {
    es: 'Invitación enviada',
    en: 'Invitation sent',
    zh: '邀请已发送',
    fr: 'Invitation envoyée',
    ja: '招待を送信しました',
  },
  EXPORT_INCOMPLETE: {
    es: '### EXPORTACIÓN INCOMPLETA: falló después de {rows} filas; este archivo no está completo, descárgalo de nuevo',
    en: '### EXPORT INCOMPLETE: it failed after {rows} rows; this file is not complete, download it again',
    zh: '### 导出不完整：在 {rows} 行之后失败；此文件不完整，请重新下载',
    fr: '### EXPORT INCOMPLET : échec après {rows} lignes ; ce fichier est incomplet, téléchargez-le à nouveau',
    ja: '### エクスポート未完了：{rows} 行の後で失敗しました。このファイルは不完全です。もう一度ダウンロードしてください',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function localMessage(key: MessageKey, locale: Locale) {
  return MESSAGES[key][locale];
}
