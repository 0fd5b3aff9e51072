import type { z } from 'zod';
import { INTL_LOCALES, type Locale } from './locales.ts';

/**
 * What a person reads when a value breaks a zod rule, in the five languages: each message says what
 * to write ("Usa al menos 5 caracteres", "Escribe un correo válido, como nombre@empresa.mx") instead
 * of zod's own wording ("Demasiado pequeño: se esperaba que texto tuviera >=5 caracteres"). The API
 * answers these in its error details (the code and the field path stay as they are) and the web's form
 * rules show the same words before sending (docs/product.md §6). `{label}` is the field's name, `{n}`
 * the limit, `{x}` a literal text.
 */
const ISSUE_WORDS = {
  es: {
    required: 'Por favor ingresar {label}',
    fill: 'Completa este campo',
    number: 'Escribe un número',
    integer: 'Escribe un número entero, sin decimales',
    text: 'Escribe un texto',
    boolean: 'Elige sí o no',
    list: 'Elige una o más opciones',
    dateValue: 'Elige una fecha válida',
    minChars: 'Usa al menos {n} caracteres',
    minChar: 'Usa al menos 1 carácter',
    maxChars: 'Usa como máximo {n} caracteres',
    maxChar: 'Usa como máximo 1 carácter',
    exactChars: 'Usa exactamente {n} caracteres',
    minNumber: 'Escribe un número de {n} o más',
    aboveNumber: 'Escribe un número mayor que {n}',
    maxNumber: 'Escribe un número de {n} o menos',
    belowNumber: 'Escribe un número menor que {n}',
    minItems: 'Agrega al menos {n} elementos',
    minItem: 'Agrega al menos un elemento',
    maxItems: 'Deja como máximo {n} elementos',
    maxItem: 'Deja como máximo un elemento',
    minDate: 'Elige una fecha desde el {n}',
    maxDate: 'Elige una fecha hasta el {n}',
    email: 'Escribe un correo válido, como nombre@empresa.mx',
    url: 'Escribe una dirección web completa, como https://empresa.mx',
    isoDate: 'Escribe una fecha como 2025-03-31',
    isoDateTime: 'Escribe una fecha y hora como 2025-03-31 14:30',
    isoTime: 'Escribe una hora como 14:30',
    id: 'Elige una opción de la lista',
    startsWith: 'Empieza con «{x}»',
    endsWith: 'Termina con «{x}»',
    includes: 'Incluye «{x}»',
    format: 'Revisa el formato de {label}',
    formatAny: 'Revisa el formato de este dato',
    option: 'Elige una de las opciones de la lista',
    multipleOf: 'Usa un múltiplo de {n}',
    decimals: 'Usa como máximo {n} decimales',
    unknownKeys: 'Quita los datos que no van aquí: {x}',
    check: 'Revisa {label}',
    checkAny: 'Revisa este dato',
  },
  en: {
    required: 'Please enter {label}',
    fill: 'Fill in this field',
    number: 'Enter a number',
    integer: 'Enter a whole number, without decimals',
    text: 'Enter some text',
    boolean: 'Choose yes or no',
    list: 'Choose one or more options',
    dateValue: 'Choose a valid date',
    minChars: 'Use at least {n} characters',
    minChar: 'Use at least 1 character',
    maxChars: 'Use at most {n} characters',
    maxChar: 'Use at most 1 character',
    exactChars: 'Use exactly {n} characters',
    minNumber: 'Enter a number of {n} or more',
    aboveNumber: 'Enter a number greater than {n}',
    maxNumber: 'Enter a number of {n} or less',
    belowNumber: 'Enter a number less than {n}',
    minItems: 'Add at least {n} items',
    minItem: 'Add at least one item',
    maxItems: 'Keep at most {n} items',
    maxItem: 'Keep at most one item',
    minDate: 'Choose a date on or after {n}',
    maxDate: 'Choose a date on or before {n}',
    email: 'Enter a valid e-mail, like name@company.com',
    url: 'Enter a full web address, like https://company.com',
    isoDate: 'Enter a date like 2025-03-31',
    isoDateTime: 'Enter a date and time like 2025-03-31 14:30',
    isoTime: 'Enter a time like 14:30',
    id: 'Choose an option from the list',
    startsWith: 'Start with “{x}”',
    endsWith: 'End with “{x}”',
    includes: 'Include “{x}”',
    format: 'Check the format of {label}',
    formatAny: 'Check the format of this value',
    option: 'Choose one of the listed options',
    multipleOf: 'Use a multiple of {n}',
    decimals: 'Use at most {n} decimal places',
    unknownKeys: 'Remove the data that does not belong here: {x}',
    check: 'Check {label}',
    checkAny: 'Check this value',
  },
  fr: {
    required: 'Veuillez saisir {label}',
    fill: 'Remplissez ce champ',
    number: 'Saisissez un nombre',
    integer: 'Saisissez un nombre entier, sans décimales',
    text: 'Saisissez un texte',
    boolean: 'Choisissez oui ou non',
    list: 'Choisissez une ou plusieurs options',
    dateValue: 'Choisissez une date valide',
    minChars: 'Utilisez au moins {n} caractères',
    minChar: 'Utilisez au moins 1 caractère',
    maxChars: 'Utilisez au plus {n} caractères',
    maxChar: 'Utilisez au plus 1 caractère',
    exactChars: 'Utilisez exactement {n} caractères',
    minNumber: 'Saisissez un nombre supérieur ou égal à {n}',
    aboveNumber: 'Saisissez un nombre supérieur à {n}',
    maxNumber: 'Saisissez un nombre inférieur ou égal à {n}',
    belowNumber: 'Saisissez un nombre inférieur à {n}',
    minItems: 'Ajoutez au moins {n} éléments',
    minItem: 'Ajoutez au moins un élément',
    maxItems: 'Gardez au plus {n} éléments',
    maxItem: 'Gardez au plus un élément',
    minDate: 'Choisissez une date à partir du {n}',
    maxDate: "Choisissez une date jusqu'au {n}",
    email: 'Saisissez une adresse e-mail valide, comme nom@entreprise.fr',
    url: 'Saisissez une adresse web complète, comme https://entreprise.fr',
    isoDate: 'Saisissez une date comme 2025-03-31',
    isoDateTime: 'Saisissez une date et une heure comme 2025-03-31 14:30',
    isoTime: 'Saisissez une heure comme 14:30',
    id: 'Choisissez une option dans la liste',
    startsWith: 'Commencez par « {x} »',
    endsWith: 'Terminez par « {x} »',
    includes: 'Incluez « {x} »',
    format: 'Vérifiez le format de {label}',
    formatAny: 'Vérifiez le format de cette valeur',
    option: "Choisissez l'une des options de la liste",
    multipleOf: 'Utilisez un multiple de {n}',
    decimals: 'Utilisez au plus {n} décimales',
    unknownKeys: "Retirez les données qui n'ont pas leur place ici : {x}",
    check: 'Vérifiez {label}',
    checkAny: 'Vérifiez cette valeur',
  },
  zh: {
    required: '请输入{label}',
    fill: '请填写此项',
    number: '请输入数字',
    integer: '请输入整数，不带小数',
    text: '请输入文字',
    boolean: '请选择是或否',
    list: '请选择一个或多个选项',
    dateValue: '请选择有效的日期',
    minChars: '请至少输入 {n} 个字符',
    minChar: '请至少输入 1 个字符',
    maxChars: '最多输入 {n} 个字符',
    maxChar: '最多输入 1 个字符',
    exactChars: '请输入正好 {n} 个字符',
    minNumber: '请输入不小于 {n} 的数字',
    aboveNumber: '请输入大于 {n} 的数字',
    maxNumber: '请输入不大于 {n} 的数字',
    belowNumber: '请输入小于 {n} 的数字',
    minItems: '请至少添加 {n} 项',
    minItem: '请至少添加 1 项',
    maxItems: '最多保留 {n} 项',
    maxItem: '最多保留 1 项',
    minDate: '请选择 {n} 或之后的日期',
    maxDate: '请选择 {n} 或之前的日期',
    email: '请输入有效的邮箱，例如 name@company.cn',
    url: '请输入完整的网址，例如 https://company.cn',
    isoDate: '请输入日期，例如 2025-03-31',
    isoDateTime: '请输入日期和时间，例如 2025-03-31 14:30',
    isoTime: '请输入时间，例如 14:30',
    id: '请从列表中选择',
    startsWith: '请以“{x}”开头',
    endsWith: '请以“{x}”结尾',
    includes: '请包含“{x}”',
    format: '请检查{label}的格式',
    formatAny: '请检查此项的格式',
    option: '请从列表中选择一个选项',
    multipleOf: '请输入 {n} 的倍数',
    decimals: '最多保留 {n} 位小数',
    unknownKeys: '请删除不属于此处的数据：{x}',
    check: '请检查{label}',
    checkAny: '请检查此项',
  },
  ja: {
    required: '{label}を入力してください',
    fill: 'この項目を入力してください',
    number: '数値を入力してください',
    integer: '小数点なしの整数を入力してください',
    text: '文字を入力してください',
    boolean: 'はいかいいえを選んでください',
    list: '1つ以上選んでください',
    dateValue: '正しい日付を選んでください',
    minChars: '{n}文字以上で入力してください',
    minChar: '1文字以上で入力してください',
    maxChars: '{n}文字以内で入力してください',
    maxChar: '1文字以内で入力してください',
    exactChars: '{n}文字で入力してください',
    minNumber: '{n}以上の数値を入力してください',
    aboveNumber: '{n}より大きい数値を入力してください',
    maxNumber: '{n}以下の数値を入力してください',
    belowNumber: '{n}未満の数値を入力してください',
    minItems: '{n}件以上追加してください',
    minItem: '1件以上追加してください',
    maxItems: '{n}件以内にしてください',
    maxItem: '1件以内にしてください',
    minDate: '{n}以降の日付を選んでください',
    maxDate: '{n}以前の日付を選んでください',
    email: '正しいメールアドレスを入力してください（例: name@company.jp）',
    url: '完全なURLを入力してください（例: https://company.jp）',
    isoDate: '2025-03-31 のように日付を入力してください',
    isoDateTime: '2025-03-31 14:30 のように日時を入力してください',
    isoTime: '14:30 のように時刻を入力してください',
    id: '一覧から選んでください',
    startsWith: '「{x}」で始めてください',
    endsWith: '「{x}」で終わるようにしてください',
    includes: '「{x}」を含めてください',
    format: '{label}の形式を確認してください',
    formatAny: '形式を確認してください',
    option: '一覧の選択肢から選んでください',
    multipleOf: '{n}の倍数を入力してください',
    decimals: '小数点以下は{n}桁までにしてください',
    unknownKeys: 'ここでは使えないデータを削除してください: {x}',
    check: '{label}を確認してください',
    checkAny: 'この項目を確認してください',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type IssueWord = keyof (typeof ISSUE_WORDS)['es'];

/** One of the words above with its placeholders filled. */
export function issueWord(
  locale: Locale,
  word: IssueWord,
  params: { label?: string; n?: string | number; x?: string } = {},
): string {
  return (ISSUE_WORDS[locale] as Record<IssueWord, string>)[word].replace(
    /\{(label|n|x)\}/g,
    (_, name: 'label' | 'n' | 'x') => String(params[name] ?? ''),
  );
}

/** "Por favor ingresar {label}": the required-field message of docs/product.md §6. */
export function requiredText(locale: Locale, label: string) {
  return issueWord(locale, 'required', { label });
}

const ID_FORMATS = new Set([
  'uuid',
  'uuidv4',
  'uuidv6',
  'uuidv7',
  'guid',
  'cuid',
  'cuid2',
  'ulid',
  'xid',
  'ksuid',
  'nanoid',
]);

function limit(value: unknown, locale: Locale): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return value.toLocaleString(INTL_LOCALES[locale]);
  return String(value);
}

/** Digits after the point a divisor such as 0.01 allows (2), or null for any other divisor. */
function decimalsOf(divisor: unknown): number | null {
  if (typeof divisor !== 'number' || divisor <= 0 || divisor >= 1) return null;
  const digits = -Math.log10(divisor);
  return Math.abs(digits - Math.round(digits)) < 1e-9 ? Math.round(digits) : null;
}

type Issue = z.core.$ZodIssue & { input?: unknown };

/**
 * The words for one zod issue. `label` is the field's name in the reader's language, when known: the
 * messages that cannot say what is expected (a pattern without its own message, a union) name it.
 * A schema's own message on a `custom` issue (a refine) is kept; keys and error codes in it are the
 * caller's to word (validation-messages.ts, errors.ts).
 */
export function issueMessage(issue: Issue, locale: Locale, label?: string): string {
  const w = (word: IssueWord, params: { n?: unknown; x?: string } = {}) =>
    issueWord(locale, word, {
      label,
      x: params.x,
      n: params.n === undefined ? undefined : limit(params.n, locale),
    });
  const check = () => (label ? w('check') : w('checkAny'));
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return label ? w('required') : w('fill');
      switch (issue.expected) {
        case 'number':
        case 'bigint':
        case 'nan':
          return w('number');
        case 'int':
          return w('integer');
        case 'string':
          return w('text');
        case 'boolean':
          return w('boolean');
        case 'array':
        case 'set':
          return w('list');
        case 'date':
          return w('dateValue');
        default:
          return check();
      }
    }
    case 'too_small': {
      const n = issue.minimum;
      switch (issue.origin) {
        case 'string':
          if (issue.exact) return w('exactChars', { n });
          if (Number(n) <= 1) return label ? w('required') : w('fill');
          return w('minChars', { n });
        case 'array':
        case 'set':
          return Number(n) === 1 ? w('minItem') : w('minItems', { n });
        case 'date':
          return w('minDate', { n: new Date(Number(n)) });
        default:
          return issue.inclusive === false ? w('aboveNumber', { n }) : w('minNumber', { n });
      }
    }
    case 'too_big': {
      const n = issue.maximum;
      switch (issue.origin) {
        case 'string':
          if (issue.exact) return w('exactChars', { n });
          return Number(n) === 1 ? w('maxChar') : w('maxChars', { n });
        case 'array':
        case 'set':
          return Number(n) === 1 ? w('maxItem') : w('maxItems', { n });
        case 'date':
          return w('maxDate', { n: new Date(Number(n)) });
        default:
          return issue.inclusive === false ? w('belowNumber', { n }) : w('maxNumber', { n });
      }
    }
    case 'invalid_format': {
      const format = issue.format;
      if (format === 'email') return w('email');
      if (format === 'url') return w('url');
      if (format === 'date') return w('isoDate');
      if (format === 'datetime') return w('isoDateTime');
      if (format === 'time') return w('isoTime');
      if (ID_FORMATS.has(format)) return w('id');
      const raw = issue as unknown as { prefix?: string; suffix?: string; includes?: string };
      if (format === 'starts_with') return w('startsWith', { x: raw.prefix });
      if (format === 'ends_with') return w('endsWith', { x: raw.suffix });
      if (format === 'includes') return w('includes', { x: raw.includes });
      return label ? w('format') : w('formatAny');
    }
    case 'invalid_value':
      return w('option');
    case 'not_multiple_of': {
      const decimals = decimalsOf(issue.divisor);
      return decimals === null ? w('multipleOf', { n: issue.divisor }) : w('decimals', { n: decimals });
    }
    case 'unrecognized_keys':
      return w('unknownKeys', { x: issue.keys.join(', ') });
    case 'custom':
      // zod's fallback for a refine without a message says nothing to a person.
      return issue.message && issue.message !== 'Invalid input' ? issue.message : check();
    default:
      return check();
  }
}
