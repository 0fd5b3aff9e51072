import type { Locale } from '@recolecta/shared/locales';
import { greetingOf, type MailContent, renderMail } from '../mail/layout.ts';

// The e-mails of an order's life to its client, in the five languages.

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

/** To the client when an order is created: it was received and waits to be scheduled. */
export function orderReceivedMail(locale: Locale, v: OrderMailValues) {
  const w = inWindow[locale](v.window);
  const content: Record<Locale, Omit<MailContent, 'greeting'>> = {
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
  return renderMail(locale, { greeting: greetingOf[locale](v.name), ...content[locale] });
}

/** To the client when an order is scheduled: the day and window of the collection. */
export function orderScheduledMail(locale: Locale, v: OrderMailValues) {
  const w = inWindow[locale](v.window);
  const content: Record<Locale, Omit<MailContent, 'greeting'>> = {
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
  return renderMail(locale, { greeting: greetingOf[locale](v.name), ...content[locale] });
}

/** To the client when an order is cancelled, with the reason. */
export function orderCancelledMail(locale: Locale, v: OrderMailValues & { reason: string }) {
  const content: Record<Locale, Omit<MailContent, 'greeting'>> = {
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
  return renderMail(locale, { greeting: greetingOf[locale](v.name), ...content[locale] });
}

/** To the client when a collection failed at the stop, with the reason. */
export function orderFailedMail(locale: Locale, v: OrderMailValues & { reason: string }) {
  const content: Record<Locale, Omit<MailContent, 'greeting'>> = {
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
  return renderMail(locale, { greeting: greetingOf[locale](v.name), ...content[locale] });
}
