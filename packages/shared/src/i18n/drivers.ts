import { defineWords } from './define-words.ts';

/** The drivers' words (docs/product.md §7). */
export const driversWords = defineWords({
  es: {
    lifecycle: {
      transitions: {
        leave: 'Dar permiso',
        return: 'Regresar de permiso',
        deactivate: 'Dar de baja',
        reactivate: 'Reactivar',
      },
    },
    pages: {
      list: 'Conductores',
      add: 'Nuevo conductor',
      edit: 'Editar conductor',
    },
    fields: {
      firstName: 'Nombre',
      lastName: 'Apellidos',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      licenceNumber: 'Número de licencia',
      licenceType: 'Tipo de licencia',
      licenceExpiry: 'Vigencia de licencia',
      hazmatPermitNumber: 'Permiso de materiales peligrosos',
      hazmatPermitExpiry: 'Vigencia del permiso',
      userId: 'Usuario vinculado',
    },
    values: {
      driverStatus: {
        active: 'Activo',
        on_leave: 'De permiso',
        inactive: 'Inactivo',
      },
    },
    validation: {
      licenceNumber: 'Solo letras, números y guiones',
    },
  },
  en: {
    lifecycle: {
      transitions: {
        leave: 'Put on leave',
        return: 'Back from leave',
        deactivate: 'Deactivate',
        reactivate: 'Reactivate',
      },
    },
    pages: {
      list: 'Drivers',
      add: 'New driver',
      edit: 'Edit driver',
    },
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      phone: 'Phone',
      email: 'E-mail',
      licenceNumber: 'Licence number',
      licenceType: 'Licence type',
      licenceExpiry: 'Licence expiry',
      hazmatPermitNumber: 'Hazardous-materials permit',
      hazmatPermitExpiry: 'Permit expiry',
      userId: 'Linked user',
    },
    values: {
      driverStatus: {
        active: 'Active',
        on_leave: 'On leave',
        inactive: 'Inactive',
      },
    },
    validation: {
      licenceNumber: 'Letters, digits and dashes only',
    },
  },
  zh: {
    lifecycle: {
      transitions: {
        leave: '设为休假',
        return: '结束休假',
        deactivate: '停用',
        reactivate: '重新启用',
      },
    },
    pages: {
      list: '司机',
      add: '新建司机',
      edit: '编辑司机',
    },
    fields: {
      firstName: '名',
      lastName: '姓',
      phone: '电话',
      email: '电子邮件',
      licenceNumber: '驾照号码',
      licenceType: '驾照类型',
      licenceExpiry: '驾照有效期',
      hazmatPermitNumber: '危险品许可证',
      hazmatPermitExpiry: '许可证有效期',
      userId: '关联用户',
    },
    values: {
      driverStatus: {
        active: '在职',
        on_leave: '休假',
        inactive: '停用',
      },
    },
    validation: {
      licenceNumber: '只能包含字母、数字和连字符',
    },
  },
  fr: {
    lifecycle: {
      transitions: {
        leave: 'Mettre en congé',
        return: 'Retour de congé',
        deactivate: 'Désactiver',
        reactivate: 'Réactiver',
      },
    },
    pages: {
      list: 'Chauffeurs',
      add: 'Nouveau chauffeur',
      edit: 'Modifier le chauffeur',
    },
    fields: {
      firstName: 'Prénom',
      lastName: 'Nom',
      phone: 'Téléphone',
      email: 'E-mail',
      licenceNumber: 'Numéro de permis',
      licenceType: 'Type de permis',
      licenceExpiry: 'Expiration du permis',
      hazmatPermitNumber: 'Permis matières dangereuses',
      hazmatPermitExpiry: 'Expiration du permis MD',
      userId: 'Utilisateur lié',
    },
    values: {
      driverStatus: {
        active: 'Actif',
        on_leave: 'En congé',
        inactive: 'Inactif',
      },
    },
    validation: {
      licenceNumber: 'Lettres, chiffres et tirets uniquement',
    },
  },
  ja: {
    lifecycle: {
      transitions: {
        leave: '休暇にする',
        return: '休暇から復帰',
        deactivate: '非稼働にする',
        reactivate: '再稼働する',
      },
    },
    pages: {
      list: 'ドライバー',
      add: '新規ドライバー',
      edit: 'ドライバーの編集',
    },
    fields: {
      firstName: '名',
      lastName: '姓',
      phone: '電話',
      email: 'メール',
      licenceNumber: '免許番号',
      licenceType: '免許種別',
      licenceExpiry: '免許有効期限',
      hazmatPermitNumber: '危険物許可',
      hazmatPermitExpiry: '許可有効期限',
      userId: '連携ユーザー',
    },
    values: {
      driverStatus: {
        active: '稼働中',
        on_leave: '休暇中',
        inactive: '非稼働',
      },
    },
    validation: {
      licenceNumber: '英字、数字、ハイフンのみ使用できます',
    },
  },
});
