import type { Locale } from './locales.ts';

/**
 * Messages of the rules zod cannot word itself, keyed as the schemas name them
 * (`{ error: 'validation.phone' }`). The API answers them localised; the web shows the same text.
 */
export const VALIDATION_MESSAGES = {
  'validation.phone': {
    es: 'Escribe un teléfono de 10 dígitos (puede llevar +52)',
    en: 'Enter a 10-digit phone number (+52 allowed)',
    zh: '请输入 10 位电话号码（可带 +52）',
    fr: 'Saisissez un numéro à 10 chiffres (+52 accepté)',
    ja: '10 桁の電話番号を入力してください（+52 可）',
  },
  'validation.licenceNumber': {
    es: 'Solo letras, números y guiones',
    en: 'Letters, digits and dashes only',
    zh: '只能包含字母、数字和连字符',
    fr: 'Lettres, chiffres et tirets uniquement',
    ja: '英字、数字、ハイフンのみ使用できます',
  },
  'validation.permitExpiryRequired': {
    es: 'Indica la vigencia del permiso',
    en: 'Enter the permit expiry date',
    zh: '请填写许可证有效期',
    fr: "Indiquez la date d'expiration du permis",
    ja: '許可証の有効期限を入力してください',
  },
  'validation.permitNumberRequired': {
    es: 'Indica el número del permiso',
    en: 'Enter the permit number',
    zh: '请填写许可证编号',
    fr: 'Indiquez le numéro du permis',
    ja: '許可証番号を入力してください',
  },
  'validation.insuranceExpiryRequired': {
    es: 'Indica la vigencia del seguro',
    en: 'Enter the insurance expiry date',
    zh: '请填写保险有效期',
    fr: "Indiquez la date d'expiration de l'assurance",
    ja: '保険の有効期限を入力してください',
  },
  'validation.insurancePolicyRequired': {
    es: 'Indica el número de póliza',
    en: 'Enter the insurance policy number',
    zh: '请填写保险单号',
    fr: "Indiquez le numéro de police d'assurance",
    ja: '保険証券番号を入力してください',
  },
  'validation.plate': {
    es: 'Placa de 5 a 10 letras y números (guiones y espacios permitidos)',
    en: 'Plate of 5 to 10 letters and digits (dashes and spaces allowed)',
    zh: '车牌为 5 到 10 位字母和数字（可含连字符和空格）',
    fr: 'Plaque de 5 à 10 lettres et chiffres (tirets et espaces admis)',
    ja: 'ナンバーは英数字 5〜10 文字です（ハイフン・空白可）',
  },
  'validation.year': {
    es: 'Año entre 1980 y el próximo año',
    en: 'Year between 1980 and next year',
    zh: '年份须在 1980 年至明年之间',
    fr: "Année entre 1980 et l'an prochain",
    ja: '1980 年から来年までの年を入力してください',
  },
  'validation.positive': {
    es: 'Debe ser mayor que cero',
    en: 'Must be greater than zero',
    zh: '必须大于零',
    fr: 'Doit être supérieur à zéro',
    ja: '0 より大きい値を入力してください',
  },
  'validation.hazardCode': {
    es: 'Solo letras CRETIB, sin repetir',
    en: 'CRETIB letters only, none repeated',
    zh: '只能使用 CRETIB 字母且不可重复',
    fr: 'Lettres CRETIB uniquement, sans répétition',
    ja: 'CRETIB の文字のみ、重複なし',
  },
  'validation.code': {
    es: 'Solo letras mayúsculas, números y guiones',
    en: 'Capital letters, digits and dashes only',
    zh: '只能包含大写字母、数字和连字符',
    fr: 'Majuscules, chiffres et tirets uniquement',
    ja: '英大文字、数字、ハイフンのみ使用できます',
  },
  'validation.subWasteDepth': {
    es: 'Un subresiduo debe pertenecer a un residuo principal',
    en: 'A sub-waste must belong to a top-level waste',
    zh: '子废物必须属于一级废物',
    fr: 'Un sous-déchet doit appartenir à un déchet principal',
    ja: 'サブ廃棄物は上位の廃棄物に属する必要があります',
  },
  'validation.taken': {
    es: 'Ya existe un registro con este valor',
    en: 'Another record already has this value',
    zh: '已有记录使用此值',
    fr: 'Un autre enregistrement a déjà cette valeur',
    ja: 'この値は既に使われています',
  },
  'validation.unknownReference': {
    es: 'El registro elegido no existe o está archivado',
    en: 'The chosen record does not exist or is archived',
    zh: '所选记录不存在或已归档',
    fr: "L'enregistrement choisi n'existe pas ou est archivé",
    ja: '選択したレコードは存在しないか、アーカイブされています',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationKey(message: string): message is ValidationMessageKey {
  return message in VALIDATION_MESSAGES;
}

export function validationMessage(key: ValidationMessageKey, locale: Locale) {
  return VALIDATION_MESSAGES[key][locale];
}
