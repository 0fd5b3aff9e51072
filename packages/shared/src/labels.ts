import { ACCOUNT_FIELD_LABELS, ACCOUNT_VALUE_LABELS } from './account-labels.ts';
import type { Locale } from './locales.ts';

type L = Record<Locale, string>;
const l = (es: string, en: string, zh: string, fr: string, ja: string): L => ({ es, en, zh, fr, ja });

/** Field labels per resource: table headers, form labels, export headers, "Por favor ingresar {label}". */
export const FIELD_LABELS = {
  common: {
    createdAt: l('Creado', 'Created', '创建时间', 'Créé le', '作成日'),
    updatedAt: l('Actualizado', 'Updated', '更新时间', 'Modifié le', '更新日'),
    status: l('Estado', 'Status', '状态', 'Statut', '状態'),
    notes: l('Notas', 'Notes', '备注', 'Notes', 'メモ'),
    archivedAt: l('Archivado', 'Archived', '已归档', 'Archivé', 'アーカイブ日'),
    documents: l('Documentos', 'Documents', '证件', 'Documents', '書類'),
  },
  drivers: {
    firstName: l('Nombre', 'First name', '名', 'Prénom', '名'),
    lastName: l('Apellidos', 'Last name', '姓', 'Nom', '姓'),
    phone: l('Teléfono', 'Phone', '电话', 'Téléphone', '電話'),
    email: l('Correo electrónico', 'E-mail', '电子邮件', 'E-mail', 'メール'),
    licenceNumber: l('Número de licencia', 'Licence number', '驾照号码', 'Numéro de permis', '免許番号'),
    licenceType: l('Tipo de licencia', 'Licence type', '驾照类型', 'Type de permis', '免許種別'),
    licenceExpiry: l(
      'Vigencia de licencia',
      'Licence expiry',
      '驾照有效期',
      'Expiration du permis',
      '免許有効期限',
    ),
    hazmatPermitNumber: l(
      'Permiso de materiales peligrosos',
      'Hazardous-materials permit',
      '危险品许可证',
      'Permis matières dangereuses',
      '危険物許可',
    ),
    hazmatPermitExpiry: l(
      'Vigencia del permiso',
      'Permit expiry',
      '许可证有效期',
      'Expiration du permis MD',
      '許可有効期限',
    ),
    userId: l('Usuario vinculado', 'Linked user', '关联用户', 'Utilisateur lié', '連携ユーザー'),
  },
  vehicles: {
    plate: l('Placa', 'Plate', '车牌', 'Immatriculation', 'ナンバー'),
    fleetNumber: l('Número económico', 'Fleet number', '车队编号', 'N° de flotte', '車両番号'),
    type: l('Tipo', 'Type', '类型', 'Type', '種類'),
    make: l('Marca', 'Make', '品牌', 'Marque', 'メーカー'),
    model: l('Modelo', 'Model', '型号', 'Modèle', 'モデル'),
    year: l('Año', 'Year', '年份', 'Année', '年式'),
    capacityKg: l('Capacidad (kg)', 'Capacity (kg)', '载重 (kg)', 'Capacité (kg)', '積載量 (kg)'),
    capacityL: l('Capacidad (L)', 'Capacity (L)', '容积 (L)', 'Capacité (L)', '容量 (L)'),
    refrigerated: l('Refrigerado', 'Refrigerated', '冷藏', 'Réfrigéré', '冷蔵'),
    transportPermitNumber: l(
      'Permiso de transporte',
      'Transport permit',
      '运输许可证',
      'Autorisation de transport',
      '運送許可',
    ),
    transportPermitExpiry: l(
      'Vigencia del permiso',
      'Permit expiry',
      '许可证有效期',
      "Expiration de l'autorisation",
      '許可有効期限',
    ),
    insurancePolicy: l('Póliza de seguro', 'Insurance policy', '保险单', "Police d'assurance", '保険証券'),
    insuranceExpiry: l(
      'Vigencia del seguro',
      'Insurance expiry',
      '保险有效期',
      "Expiration de l'assurance",
      '保険有効期限',
    ),
    odometerKm: l('Odómetro (km)', 'Odometer (km)', '里程 (km)', 'Compteur (km)', '走行距離 (km)'),
  },
  containers: {
    code: l('Clave', 'Code', '代码', 'Code', 'コード'),
    name: l('Nombre', 'Name', '名称', 'Nom', '名称'),
    material: l('Material', 'Material', '材质', 'Matériau', '材質'),
    colour: l('Color', 'Colour', '颜色', 'Couleur', '色'),
    capacityL: l('Capacidad (L)', 'Capacity (L)', '容量 (L)', 'Capacité (L)', '容量 (L)'),
    tareKg: l('Tara (kg)', 'Tare (kg)', '皮重 (kg)', 'Tare (kg)', '風袋 (kg)'),
    reusable: l('Reutilizable', 'Reusable', '可重复使用', 'Réutilisable', '再利用可'),
    wasteIds: l(
      'Residuos que admite',
      'Wastes it may hold',
      '可容纳的废物',
      'Déchets admis',
      '収納可能な廃棄物',
    ),
  },
  wastes: {
    parentId: l('Residuo principal', 'Parent waste', '上级废物', 'Déchet parent', '親廃棄物'),
    code: l('Clave', 'Code', '代码', 'Code', 'コード'),
    name: l('Nombre', 'Name', '名称', 'Nom', '名称'),
    category: l('Categoría', 'Category', '类别', 'Catégorie', '区分'),
    physicalState: l('Estado físico', 'Physical state', '物理状态', 'État physique', '性状'),
    unit: l('Unidad', 'Unit', '单位', 'Unité', '単位'),
    hazardCode: l('Código CRETIB', 'CRETIB code', 'CRETIB 代码', 'Code CRETIB', 'CRETIB コード'),
    containerTypeId: l(
      'Envase requerido',
      'Required container',
      '所需容器',
      'Contenant requis',
      '必要な容器',
    ),
    containerColour: l(
      'Color del envase',
      'Container colour',
      '容器颜色',
      'Couleur du contenant',
      '容器の色',
    ),
    maxStorageDays: l(
      'Almacenamiento máximo (días)',
      'Maximum storage (days)',
      '最长储存（天）',
      'Stockage maximal (jours)',
      '最大保管日数',
    ),
    requiresRefrigeration: l(
      'Requiere refrigeración',
      'Requires refrigeration',
      '需要冷藏',
      'Réfrigération requise',
      '要冷蔵',
    ),
    subWastes: l('Subresiduos', 'Sub-wastes', '子废物', 'Sous-déchets', 'サブ廃棄物'),
    level: l('Nivel', 'Level', '层级', 'Niveau', '階層'),
  },
  ...ACCOUNT_FIELD_LABELS,
} as const;

/** Labels of enum values, shared by tables, filters, forms and exports. */
export const VALUE_LABELS = {
  driverStatus: {
    active: l('Activo', 'Active', '在职', 'Actif', '稼働中'),
    on_leave: l('De permiso', 'On leave', '休假', 'En congé', '休暇中'),
    inactive: l('Inactivo', 'Inactive', '停用', 'Inactif', '非稼働'),
  },
  vehicleStatus: {
    available: l('Disponible', 'Available', '可用', 'Disponible', '利用可能'),
    in_service: l('En servicio', 'In service', '服务中', 'En service', '運行中'),
    maintenance: l('Mantenimiento', 'Maintenance', '维修中', 'Maintenance', '整備中'),
    retired: l('Dado de baja', 'Retired', '已退役', 'Réformé', '廃車'),
  },
  vehicleType: {
    van: l('Camioneta', 'Van', '厢式货车', 'Fourgon', 'バン'),
    box_truck: l('Camión de caja seca', 'Box truck', '厢式卡车', 'Camion fourgon', '箱型トラック'),
    refrigerated_truck: l(
      'Camión refrigerado',
      'Refrigerated truck',
      '冷藏卡车',
      'Camion frigorifique',
      '冷蔵トラック',
    ),
    pickup: l('Pick-up', 'Pickup', '皮卡', 'Pick-up', 'ピックアップ'),
    tractor: l('Tractocamión', 'Tractor unit', '牵引车', 'Tracteur routier', 'トラクター'),
  },
  vehicleDocument: {
    insurance: l('Seguro', 'Insurance', '保险', 'Assurance', '保険'),
    transportPermit: l(
      'Permiso de transporte',
      'Transport permit',
      '运输许可证',
      'Autorisation de transport',
      '運送許可',
    ),
  },
  documentStatus: {
    none: l('Sin documento', 'No document', '无证件', 'Aucun document', '書類なし'),
    valid: l('Vigente', 'Valid', '有效', 'Valide', '有効'),
    expiring: l('Por vencer', 'Expiring soon', '即将到期', 'Expire bientôt', 'まもなく期限切れ'),
    expired: l('Vencido', 'Expired', '已过期', 'Expiré', '期限切れ'),
  },
  documentFilter: {
    expiring: l(
      'Por vencer (30 días)',
      'Expiring within 30 days',
      '30 天内到期',
      'Expire sous 30 jours',
      '30 日以内に期限切れ',
    ),
    expired: l('Vencidos', 'Expired', '已过期', 'Expirés', '期限切れ'),
    attention: l(
      'Por vencer o vencidos',
      'Expiring or expired',
      '即将到期或已过期',
      'Expirant ou expirés',
      '期限間近または期限切れ',
    ),
  },
  containerMaterial: {
    bag: l('Bolsa', 'Bag', '袋', 'Sac', '袋'),
    rigid: l('Rígido', 'Rigid', '硬质容器', 'Rigide', '硬質容器'),
    drum: l('Tambo', 'Drum', '桶', 'Fût', 'ドラム'),
    tote: l('Contenedor IBC', 'Tote', '吨桶', 'GRV', 'トート'),
  },
  colour: {
    red: l('Rojo', 'Red', '红色', 'Rouge', '赤'),
    yellow: l('Amarillo', 'Yellow', '黄色', 'Jaune', '黄'),
    white: l('Blanco', 'White', '白色', 'Blanc', '白'),
    black: l('Negro', 'Black', '黑色', 'Noir', '黒'),
    green: l('Verde', 'Green', '绿色', 'Vert', '緑'),
    blue: l('Azul', 'Blue', '蓝色', 'Bleu', '青'),
    grey: l('Gris', 'Grey', '灰色', 'Gris', '灰'),
    transparent: l('Transparente', 'Transparent', '透明', 'Transparent', '透明'),
  },
  wasteCategory: {
    rpbi: l(
      'RPBI',
      'Biological-infectious (RPBI)',
      '生物传染性 (RPBI)',
      'Biologique-infectieux (RPBI)',
      '感染性 (RPBI)',
    ),
    hazardous: l('Peligroso', 'Hazardous', '危险', 'Dangereux', '有害'),
    special_handling: l('Manejo especial', 'Special handling', '特殊处理', 'Gestion spéciale', '特別管理'),
    urban: l('Urbano', 'Urban', '城市', 'Urbain', '一般'),
  },
  physicalState: {
    solid: l('Sólido', 'Solid', '固体', 'Solide', '固体'),
    liquid: l('Líquido', 'Liquid', '液体', 'Liquide', '液体'),
  },
  unit: {
    kg: l('kg', 'kg', '千克', 'kg', 'kg'),
    L: l('L', 'L', '升', 'L', 'L'),
    pieces: l('Piezas', 'Pieces', '件', 'Pièces', '個'),
  },
  wasteLevel: {
    top: l('Residuo', 'Waste', '废物', 'Déchet', '廃棄物'),
    sub: l('Subresiduo', 'Sub-waste', '子废物', 'Sous-déchet', 'サブ廃棄物'),
  },
  systemRole: {
    admin: l('Administrador', 'Administrator', '管理员', 'Administrateur', '管理者'),
    owner: l('Propietario', 'Owner', '所有者', 'Propriétaire', 'オーナー'),
  },
  boolean: {
    true: l('Sí', 'Yes', '是', 'Oui', 'はい'),
    false: l('No', 'No', '否', 'Non', 'いいえ'),
  },
  ...ACCOUNT_VALUE_LABELS,
} as const;

export type ValueLabelGroup = keyof typeof VALUE_LABELS;

export function fieldLabel(resource: keyof typeof FIELD_LABELS, field: string, locale: Locale): string {
  const own = (FIELD_LABELS[resource] as Record<string, L>)[field];
  const common = (FIELD_LABELS.common as Record<string, L>)[field];
  return (own ?? common)?.[locale] ?? field;
}

export function valueLabel(
  group: ValueLabelGroup,
  value: string | boolean | null | undefined,
  locale: Locale,
) {
  if (value === null || value === undefined) return '';
  return (VALUE_LABELS[group] as Record<string, L>)[String(value)]?.[locale] ?? String(value);
}

/** A role's name as the user should read it: system roles in the user's language, custom roles as named. */
export function roleLabel(role: { key: string | null; name: string }, locale: Locale) {
  return role.key && role.key in VALUE_LABELS.systemRole
    ? valueLabel('systemRole', role.key, locale)
    : role.name;
}
