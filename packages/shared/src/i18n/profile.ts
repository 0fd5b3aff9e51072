import { defineWords } from './define-words.ts';

/** The words of the signed-in user's own profile page. */
export const profileWords = defineWords({
  es: {
    pages: {
      profile: 'Mi perfil',
    },
    personal: 'Datos personales',
    password: 'Cambiar contraseña',
    saved: 'Perfil actualizado',
    changePassword: 'Cambiar contraseña',
    role: 'Rol',
    company: 'Empresa',
  },
  en: {
    pages: {
      profile: 'My profile',
    },
    personal: 'Personal details',
    password: 'Change password',
    saved: 'Profile updated',
    changePassword: 'Change password',
    role: 'Role',
    company: 'Company',
  },
  zh: {
    pages: {
      profile: '个人资料',
    },
    personal: '个人信息',
    password: '修改密码',
    saved: '个人资料已更新',
    changePassword: '修改密码',
    role: '角色',
    company: '公司',
  },
  fr: {
    pages: {
      profile: 'Mon profil',
    },
    personal: 'Données personnelles',
    password: 'Changer le mot de passe',
    saved: 'Profil mis à jour',
    changePassword: 'Changer le mot de passe',
    role: 'Rôle',
    company: 'Entreprise',
  },
  ja: {
    pages: {
      profile: 'プロフィール',
    },
    personal: '個人情報',
    password: 'パスワードの変更',
    saved: 'プロフィールを更新しました',
    changePassword: 'パスワードを変更',
    role: 'ロール',
    company: '会社',
  },
});
