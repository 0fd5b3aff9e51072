import type { Locale } from '@recolecta/shared/locales';
import { type MailContent, renderMail } from '../mail/layout.ts';

// The e-mail of a company's sign-up done, in the five languages.

export function welcomeMail(locale: Locale, v: { name: string; company: string; url: string }) {
  const content: Record<Locale, MailContent & { label: string }> = {
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
  return renderMail(locale, { ...c, action: { type: 'link', url: v.url, label } });
}
