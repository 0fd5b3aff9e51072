import type { Locale } from './locales.ts';

/** Every error the API answers with: its HTTP status and a message per locale. */
export const ERRORS = {
  BAD_REQUEST: {
    status: 400,
    es: 'Solicitud inválida',
    en: 'Bad request',
    zh: '请求无效',
    fr: 'Requête invalide',
    ja: '不正なリクエストです',
  },
  INVALID_JSON: {
    status: 400,
    es: 'El cuerpo de la solicitud no es JSON válido',
    en: 'The request body is not valid JSON',
    zh: '请求体不是有效的 JSON',
    fr: "Le corps de la requête n'est pas un JSON valide",
    ja: 'リクエスト本文が正しい JSON ではありません',
  },
  UNAUTHENTICATED: {
    status: 401,
    es: 'Inicia sesión de nuevo',
    en: 'Please login again',
    zh: '请重新登录',
    fr: 'Veuillez vous reconnecter',
    ja: 'もう一度ログインしてください',
  },
  INVALID_CREDENTIALS: {
    status: 401,
    es: 'Correo o contraseña incorrectos',
    en: 'Wrong e-mail or password',
    zh: '邮箱或密码错误',
    fr: 'E-mail ou mot de passe incorrect',
    ja: 'メールアドレスまたはパスワードが正しくありません',
  },
  FORBIDDEN: {
    status: 403,
    es: 'No tienes permiso para esta acción',
    en: 'You do not have permission to do this',
    zh: '您没有执行此操作的权限',
    fr: "Vous n'avez pas la permission de faire cela",
    ja: 'この操作を行う権限がありません',
  },
  COMPANY_NOT_ACTIVE: {
    status: 403,
    es: 'Completa el registro de tu empresa para continuar',
    en: 'Complete your company sign-up to continue',
    zh: '请先完成公司注册',
    fr: "Terminez l'inscription de votre entreprise pour continuer",
    ja: '続行するには会社の登録を完了してください',
  },
  ACCOUNT_DISABLED: {
    status: 403,
    es: 'La cuenta está deshabilitada',
    en: 'This account is disabled',
    zh: '该账户已停用',
    fr: 'Ce compte est désactivé',
    ja: 'このアカウントは無効です',
  },
  NOT_FOUND: {
    status: 404,
    es: 'No encontrado',
    en: 'Not found',
    zh: '未找到',
    fr: 'Introuvable',
    ja: '見つかりません',
  },
  ROUTE_NOT_FOUND: {
    status: 404,
    es: 'Ruta de API desconocida',
    en: 'Unknown API route',
    zh: '未知的 API 路径',
    fr: "Route d'API inconnue",
    ja: '不明な API パスです',
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    es: 'Método no permitido',
    en: 'Method not allowed',
    zh: '不允许的方法',
    fr: 'Méthode non autorisée',
    ja: '許可されていないメソッドです',
  },
  VERSION_CONFLICT: {
    status: 409,
    es: 'Otra persona modificó este registro; recárgalo',
    en: 'Someone else changed this record; reload it',
    zh: '此记录已被他人修改，请重新加载',
    fr: "Quelqu'un d'autre a modifié cet enregistrement ; rechargez-le",
    ja: '他のユーザーがこのレコードを変更しました。再読み込みしてください',
  },
  ALREADY_EXISTS: {
    status: 409,
    es: 'Ya existe un registro con esos datos',
    en: 'A record with these details already exists',
    zh: '已存在相同数据的记录',
    fr: 'Un enregistrement avec ces données existe déjà',
    ja: '同じ内容のレコードが既に存在します',
  },
  EMAIL_NOT_VERIFIED: {
    status: 412,
    es: 'Verifica tu correo electrónico; te enviamos un código',
    en: 'Verify your e-mail; we sent you a code',
    zh: '请验证您的邮箱，我们已发送验证码',
    fr: 'Vérifiez votre e-mail ; nous vous avons envoyé un code',
    ja: 'メールアドレスを確認してください。コードを送信しました',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    es: 'La solicitud es demasiado grande',
    en: 'The request is too large',
    zh: '请求过大',
    fr: 'La requête est trop volumineuse',
    ja: 'リクエストが大きすぎます',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    es: 'Tipo de contenido no admitido',
    en: 'Unsupported content type',
    zh: '不支持的内容类型',
    fr: 'Type de contenu non pris en charge',
    ja: 'サポートされていないコンテンツタイプです',
  },
  VALIDATION_FAILED: {
    status: 422,
    es: 'Revisa los campos marcados',
    en: 'Check the highlighted fields',
    zh: '请检查标记的字段',
    fr: 'Vérifiez les champs signalés',
    ja: '入力内容を確認してください',
  },
  RATE_LIMITED: {
    status: 429,
    es: 'Demasiados intentos; espera {seconds} s',
    en: 'Too many attempts; wait {seconds} s',
    zh: '尝试次数过多，请等待 {seconds} 秒',
    fr: 'Trop de tentatives ; patientez {seconds} s',
    ja: '試行回数が多すぎます。{seconds} 秒お待ちください',
  },
  INTERNAL: {
    status: 500,
    es: 'Error interno del servidor',
    en: 'Internal server error',
    zh: '服务器内部错误',
    fr: 'Erreur interne du serveur',
    ja: 'サーバー内部エラー',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    es: 'Servicio no disponible',
    en: 'Service unavailable',
    zh: '服务不可用',
    fr: 'Service indisponible',
    ja: 'サービスを利用できません',
  },
} as const satisfies Record<string, { status: number } & Record<Locale, string>>;

export type ErrorCode = keyof typeof ERRORS;

export interface ErrorDetail {
  path: string;
  message: string;
}

/** The body of every error answer (PRODUCT §6). */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  details?: ErrorDetail[];
}

export function errorMessage(code: ErrorCode, locale: Locale, params: Record<string, string | number> = {}) {
  return ERRORS[code][locale].replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).code === 'string' &&
    typeof (value as ErrorBody).statusCode === 'number'
  );
}
