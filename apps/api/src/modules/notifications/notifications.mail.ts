import type { Locale } from '@recolecta/shared/locales';
import { greetingOf, type MailContent, renderMail } from '../mail/layout.ts';

// The stop notices to a site's contact, in the five languages.

/** To the site's contact when the truck leaves the stop before theirs: it is on its way, and when it should arrive. */
export function truckOnWayMail(
  locale: Locale,
  v: { name: string; number: string; site: string; eta: string },
) {
  const content: Record<Locale, Omit<MailContent, 'greeting'>> = {
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
  return renderMail(locale, { greeting: greetingOf[locale](v.name), ...content[locale] });
}

/** To the site's contact when the waste was collected, with the manifest attached when there is one. */
export function orderCollectedMail(
  locale: Locale,
  v: { name: string; number: string; site: string; kg: string; folio: string },
) {
  const content: Record<Locale, Omit<MailContent, 'greeting'>> = {
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
  return renderMail(locale, { greeting: greetingOf[locale](v.name), ...content[locale] });
}
