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
  COMPANY_SUSPENDED: {
    status: 403,
    es: 'Tu empresa está suspendida; comunícate con el operador para reactivarla',
    en: 'Your company is suspended; contact the operator to reactivate it',
    zh: '您的公司已被暂停，请联系运营方重新启用',
    fr: "Votre entreprise est suspendue ; contactez l'opérateur pour la réactiver",
    ja: '会社が停止されています。再開するには運営者に連絡してください',
  },
  INVALID_TRANSITION: {
    status: 409,
    es: 'Esta acción no es posible en el estado actual del registro',
    en: "This action is not possible in the record's current status",
    zh: '在记录的当前状态下无法执行此操作',
    fr: "Cette action n'est pas possible dans l'état actuel de l'enregistrement",
    ja: 'レコードの現在の状態ではこの操作はできません',
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
  // Accounts and access (docs/product.md §1–§2).
  EMAIL_TAKEN: {
    status: 409,
    es: 'Ya existe una cuenta con ese correo',
    en: 'An account with this e-mail already exists',
    zh: '该邮箱已注册',
    fr: 'Un compte existe déjà avec cet e-mail',
    ja: 'このメールアドレスのアカウントは既に存在します',
  },
  /**
   * An owner adding a user whose address belongs to an account elsewhere: refused without saying
   * where (docs/decisions/0006).
   */
  EMAIL_UNAVAILABLE: {
    status: 409,
    es: 'No se puede usar este correo para un usuario nuevo; usa otro',
    en: 'This e-mail cannot be used for a new user; use another one',
    zh: '此邮箱不能用于新用户，请使用其他邮箱',
    fr: 'Cet e-mail ne peut pas être utilisé pour un nouvel utilisateur ; utilisez-en un autre',
    ja: 'このメールアドレスは新しいユーザーには使用できません。別のアドレスを使用してください',
  },
  RFC_TAKEN: {
    status: 409,
    es: 'Ya existe una empresa con ese RFC',
    en: 'A company with this RFC already exists',
    zh: '已存在使用该 RFC 的公司',
    fr: 'Une entreprise avec ce RFC existe déjà',
    ja: 'この RFC の会社は既に存在します',
  },
  WEAK_PASSWORD: {
    status: 422,
    es: 'La contraseña necesita al menos 10 caracteres y combinar letras con números o símbolos',
    en: 'The password needs at least 10 characters mixing letters with digits or symbols',
    zh: '密码至少需要 10 个字符，并包含字母与数字或符号的组合',
    fr: 'Le mot de passe doit comporter au moins 10 caractères mêlant lettres et chiffres ou symboles',
    ja: 'パスワードは10文字以上で、文字と数字または記号を組み合わせてください',
  },
  TERMS_REQUIRED: {
    status: 422,
    es: 'Debes aceptar los términos y condiciones',
    en: 'You must accept the terms and conditions',
    zh: '您必须接受条款和条件',
    fr: 'Vous devez accepter les conditions générales',
    ja: '利用規約に同意してください',
  },
  RFC_INVALID: {
    status: 422,
    es: 'El RFC no tiene un formato válido (12 o 13 caracteres)',
    en: 'The RFC is not in a valid format (12 or 13 characters)',
    zh: 'RFC 格式无效（12 或 13 个字符）',
    fr: "Le RFC n'a pas un format valide (12 ou 13 caractères)",
    ja: 'RFC の形式が正しくありません（12 または 13 文字）',
  },
  POSTAL_CODE_INVALID: {
    status: 422,
    es: 'El código postal debe tener 5 dígitos',
    en: 'The postal code must have 5 digits',
    zh: '邮政编码必须为 5 位数字',
    fr: 'Le code postal doit comporter 5 chiffres',
    ja: '郵便番号は5桁の数字で入力してください',
  },
  NRA_INVALID: {
    status: 422,
    es: 'El número de registro ambiental (NRA) no es válido',
    en: 'The environmental registration number (NRA) is not valid',
    zh: '环境登记号（NRA）无效',
    fr: "Le numéro d'enregistrement environnemental (NRA) n'est pas valide",
    ja: '環境登録番号（NRA）が正しくありません',
  },
  TIME_INVALID: {
    status: 422,
    es: 'Escribe la hora como HH:MM',
    en: 'Write the time as HH:MM',
    zh: '请按 HH:MM 格式填写时间',
    fr: "Saisissez l'heure au format HH:MM",
    ja: '時刻は HH:MM の形式で入力してください',
  },
  CURRENT_PASSWORD_WRONG: {
    status: 422,
    es: 'La contraseña actual no es correcta',
    en: 'The current password is wrong',
    zh: '当前密码不正确',
    fr: 'Le mot de passe actuel est incorrect',
    ja: '現在のパスワードが正しくありません',
  },
  CODE_INVALID: {
    status: 422,
    es: 'El código no es correcto',
    en: 'The code is not correct',
    zh: '验证码不正确',
    fr: "Le code n'est pas correct",
    ja: 'コードが正しくありません',
  },
  CODE_EXPIRED: {
    status: 422,
    es: 'El código caducó; solicita uno nuevo',
    en: 'The code has expired; ask for a new one',
    zh: '验证码已过期，请重新获取',
    fr: 'Le code a expiré ; demandez-en un nouveau',
    ja: 'コードの有効期限が切れました。新しいコードを請求してください',
  },
  CODE_ATTEMPTS_EXCEEDED: {
    status: 422,
    es: 'Demasiados intentos con este código; solicita uno nuevo',
    en: 'Too many tries with this code; ask for a new one',
    zh: '此验证码尝试次数过多，请重新获取',
    fr: 'Trop d’essais avec ce code ; demandez-en un nouveau',
    ja: 'このコードの試行回数が上限に達しました。新しいコードを請求してください',
  },
  LINK_INVALID: {
    status: 401,
    es: 'El enlace no es válido o ya se usó',
    en: 'The link is not valid or has already been used',
    zh: '链接无效或已被使用',
    fr: "Le lien n'est pas valide ou a déjà été utilisé",
    ja: 'リンクが無効か、既に使用されています',
  },
  LINK_EXPIRED: {
    status: 401,
    es: 'El enlace caducó; solicita uno nuevo',
    en: 'The link has expired; ask for a new one',
    zh: '链接已过期，请重新申请',
    fr: 'Le lien a expiré ; demandez-en un nouveau',
    ja: 'リンクの有効期限が切れました。新しいリンクを請求してください',
  },
  PAYMENT_REQUIRED: {
    status: 402,
    es: 'Falta pagar la inscripción de la empresa',
    en: 'The company registration fee has not been paid yet',
    zh: '公司注册费尚未支付',
    fr: "Les frais d'inscription de l'entreprise n'ont pas encore été payés",
    ja: '会社の登録料がまだ支払われていません',
  },
  PAYMENT_ALREADY_COMPLETED: {
    status: 409,
    es: 'La inscripción ya está pagada',
    en: 'The registration fee has already been paid',
    zh: '注册费已支付',
    fr: "Les frais d'inscription sont déjà payés",
    ja: '登録料は既に支払われています',
  },
  PAYMENT_PROVIDER_ERROR: {
    status: 502,
    es: 'El servicio de pagos no respondió; inténtalo de nuevo',
    en: 'The payment service did not answer; try again',
    zh: '支付服务无响应，请重试',
    fr: "Le service de paiement n'a pas répondu ; réessayez",
    ja: '決済サービスが応答しませんでした。もう一度お試しください',
  },
  WEBHOOK_SIGNATURE_INVALID: {
    status: 400,
    es: 'Firma del webhook no válida',
    en: 'Invalid webhook signature',
    zh: 'Webhook 签名无效',
    fr: 'Signature du webhook invalide',
    ja: 'Webhook の署名が無効です',
  },
  PROFILE_ALREADY_COMPLETE: {
    status: 409,
    es: 'El perfil de la empresa ya está completo',
    en: 'The company profile is already complete',
    zh: '公司资料已完善',
    fr: "Le profil de l'entreprise est déjà complet",
    ja: '会社のプロフィールは既に完了しています',
  },
  SYSTEM_ROLE_LOCKED: {
    status: 403,
    es: 'Los roles del sistema no se pueden modificar ni eliminar',
    en: 'System roles cannot be changed or deleted',
    zh: '系统角色不能修改或删除',
    fr: 'Les rôles système ne peuvent être ni modifiés ni supprimés',
    ja: 'システムロールは変更も削除もできません',
  },
  ROLE_NAME_TAKEN: {
    status: 409,
    es: 'Ya existe un rol con ese nombre',
    en: 'A role with this name already exists',
    zh: '已存在同名角色',
    fr: 'Un rôle portant ce nom existe déjà',
    ja: '同じ名前のロールが既に存在します',
  },
  ROLE_IN_USE: {
    status: 409,
    es: 'El rol está asignado a usuarios; reasígnalos antes de eliminarlo',
    en: 'The role is assigned to users; reassign them before deleting it',
    zh: '该角色已分配给用户，请先重新分配后再删除',
    fr: 'Le rôle est attribué à des utilisateurs ; réattribuez-les avant de le supprimer',
    ja: 'このロールはユーザーに割り当てられています。削除する前に割り当てを変更してください',
  },
  PERMISSION_NOT_GRANTABLE: {
    status: 422,
    es: 'No puedes otorgar un permiso que no tienes o que no corresponde a este tipo de rol',
    en: 'You cannot grant a permission you do not hold or that does not fit this kind of role',
    zh: '不能授予您没有的权限或不适用于此类角色的权限',
    fr: 'Vous ne pouvez pas accorder une permission que vous n’avez pas ou qui ne convient pas à ce type de rôle',
    ja: '自分が持っていない権限、またはこの種類のロールに合わない権限は付与できません',
  },
  ROLE_NOT_ASSIGNABLE: {
    status: 422,
    es: 'No puedes asignar este rol',
    en: 'You cannot assign this role',
    zh: '您不能分配此角色',
    fr: 'Vous ne pouvez pas attribuer ce rôle',
    ja: 'このロールは割り当てられません',
  },
  LAST_ADMIN: {
    status: 409,
    es: 'Debe quedar al menos un administrador activo',
    en: 'At least one active administrator must remain',
    zh: '必须至少保留一名活跃的管理员',
    fr: 'Au moins un administrateur actif doit rester',
    ja: '有効な管理者を少なくとも1人残す必要があります',
  },
  LAST_OWNER: {
    status: 409,
    es: 'La empresa debe conservar al menos un propietario activo',
    en: 'The company must keep at least one active owner',
    zh: '公司必须至少保留一名活跃的所有者',
    fr: "L'entreprise doit garder au moins un propriétaire actif",
    ja: '会社には有効なオーナーを少なくとも1人残す必要があります',
  },
  SELF_CHANGE_FORBIDDEN: {
    status: 422,
    es: 'No puedes deshabilitar, eliminar ni cambiar el rol de tu propia cuenta',
    en: 'You cannot disable, delete or change the role of your own account',
    zh: '不能停用、删除或更改自己账户的角色',
    fr: 'Vous ne pouvez pas désactiver, supprimer ni changer le rôle de votre propre compte',
    ja: '自分のアカウントを無効化・削除したり、ロールを変更したりすることはできません',
  },
  INVALID_STATUS_CHANGE: {
    status: 422,
    es: 'Ese cambio de estado no está permitido',
    en: 'This status change is not allowed',
    zh: '不允许此状态变更',
    fr: "Ce changement d'état n'est pas autorisé",
    ja: 'このステータス変更は許可されていません',
  },
  INVITATION_NOT_PENDING: {
    status: 409,
    es: 'El usuario ya aceptó su invitación',
    en: 'The user has already accepted the invitation',
    zh: '该用户已接受邀请',
    fr: "L'utilisateur a déjà accepté l'invitation",
    ja: 'このユーザーは既に招待を承諾しています',
  },
  TIME_ZONE_INVALID: {
    status: 422,
    es: 'Zona horaria desconocida',
    en: 'Unknown time zone',
    zh: '未知的时区',
    fr: 'Fuseau horaire inconnu',
    ja: '不明なタイムゾーンです',
  },
  IMPORT_UNREADABLE: {
    status: 422,
    es: 'No se pudo leer el archivo; sube un CSV (UTF-8) o un XLSX',
    en: 'The file could not be read; upload a CSV (UTF-8) or an XLSX file',
    zh: '无法读取文件；请上传 CSV（UTF-8）或 XLSX 文件',
    fr: 'Le fichier est illisible ; envoyez un CSV (UTF-8) ou un XLSX',
    ja: 'ファイルを読み取れません。CSV（UTF-8）または XLSX をアップロードしてください',
  },
  IMPORT_EMPTY: {
    status: 422,
    es: 'El archivo no tiene filas de datos bajo el encabezado',
    en: 'The file has no data rows under its header',
    zh: '文件标题行下没有数据行',
    fr: "Le fichier n'a aucune ligne de données sous l'en-tête",
    ja: 'ファイルの見出し行の下にデータ行がありません',
  },
  IMPORT_TOO_LARGE: {
    status: 422,
    es: 'El archivo tiene más de {max} filas; divídelo en varios',
    en: 'The file has more than {max} rows; split it into several',
    zh: '文件超过 {max} 行，请拆分为多个文件',
    fr: 'Le fichier dépasse {max} lignes ; divisez-le en plusieurs',
    ja: 'ファイルの行数が {max} を超えています。複数に分けてください',
  },
  IMPORT_COLUMN_MISSING: {
    status: 422,
    es: 'Falta la columna «{column}»; usa la plantilla',
    en: 'The column “{column}” is missing; use the template',
    zh: '缺少“{column}”列；请使用模板',
    fr: 'La colonne « {column} » manque ; utilisez le modèle',
    ja: '「{column}」列がありません。テンプレートを使用してください',
  },
  WINDOW_INVALID: {
    status: 422,
    es: 'La hora de fin debe ser posterior a la de inicio',
    en: 'The end time must be after the start time',
    zh: '结束时间必须晚于开始时间',
    fr: "L'heure de fin doit être postérieure à l'heure de début",
    ja: '終了時刻は開始時刻より後にしてください',
  },
  JOB_NOT_FAILED: {
    status: 409,
    es: 'Solo se puede reintentar un trabajo fallido',
    en: 'Only a failed job can be retried',
    zh: '只能重试失败的任务',
    fr: 'Seule une tâche en échec peut être relancée',
    ja: '再試行できるのは失敗したジョブだけです',
  },
  INTERNAL: {
    status: 500,
    es: 'Error interno del servidor',
    en: 'Internal server error',
    zh: '服务器内部错误',
    fr: 'Erreur interne du serveur',
    ja: 'サーバー内部エラー',
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    es: 'El servicio está ocupado; inténtalo de nuevo en unos segundos',
    en: 'The service is busy; try again in a few seconds',
    zh: '服务繁忙，请稍后几秒再试',
    fr: 'Le service est occupé ; réessayez dans quelques secondes',
    ja: 'サービスが混み合っています。数秒後にもう一度お試しください',
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

/** The body of every error answer (docs/product.md §6). */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  details?: ErrorDetail[];
  /** With INVALID_TRANSITION: the transitions the caller may take from the record's status. */
  allowed?: string[];
}

export function errorMessage(code: ErrorCode, locale: Locale, params: Record<string, string | number> = {}) {
  return ERRORS[code][locale].replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? `{${key}}`));
}

/** Whether a string names an error; schema-level messages may be codes the server localises. */
export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERRORS, value);
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).code === 'string' &&
    typeof (value as ErrorBody).statusCode === 'number'
  );
}
