import { defineWords } from './define-words.ts';

/** The school programme's words: schools (docs/product.md §3 "School"). */
export const schoolsWords = defineWords({
  es: {
    pages: {
      list: 'Escuelas',
      add: 'Nueva escuela',
      edit: 'Escuela',
    },
    fields: {
      name: 'Nombre',
      cct: 'Clave de centro de trabajo (CCT)',
      level: 'Nivel',
      street: 'Calle',
      exteriorNumber: 'Número',
      neighbourhood: 'Colonia',
      city: 'Alcaldía o municipio',
      state: 'Estado',
      postalCode: 'Código postal',
      contactName: 'Contacto',
      contactPhone: 'Teléfono de contacto',
      programme: 'Programa',
      updatedAt: 'Actualizado',
    },
    values: {
      schoolLevel: {
        preschool: 'Preescolar',
        primary: 'Primaria',
        secondary: 'Secundaria',
        high_school: 'Bachillerato',
        special: 'Educación especial',
      },
    },
    validation: {
      cct: 'La CCT tiene 10 caracteres: estado (01–32), tres letras, cuatro dígitos y uno de control',
    },
    ui: {
      patients: 'Pacientes',
      programmeMenu: 'Programa escolar',
    },
  },
  en: {
    pages: {
      list: 'Schools',
      add: 'New school',
      edit: 'School',
    },
    fields: {
      name: 'Name',
      cct: 'School code (CCT)',
      level: 'Level',
      street: 'Street',
      exteriorNumber: 'Number',
      neighbourhood: 'Neighbourhood',
      city: 'Municipality',
      state: 'State',
      postalCode: 'Postal code',
      contactName: 'Contact',
      contactPhone: 'Contact phone',
      programme: 'Programme',
      updatedAt: 'Updated',
    },
    values: {
      schoolLevel: {
        preschool: 'Preschool',
        primary: 'Primary',
        secondary: 'Secondary',
        high_school: 'High school',
        special: 'Special education',
      },
    },
    validation: {
      cct: 'The CCT has 10 characters: state (01–32), three letters, four digits and a check character',
    },
    ui: {
      patients: 'Patients',
      programmeMenu: 'School programme',
    },
  },
  zh: {
    pages: {
      list: '学校',
      add: '新建学校',
      edit: '学校',
    },
    fields: {
      name: '名称',
      cct: '学校代码（CCT）',
      level: '学段',
      street: '街道',
      exteriorNumber: '门牌号',
      neighbourhood: '社区',
      city: '市/区',
      state: '州',
      postalCode: '邮编',
      contactName: '联系人',
      contactPhone: '联系电话',
      programme: '项目',
      updatedAt: '更新时间',
    },
    values: {
      schoolLevel: {
        preschool: '学前',
        primary: '小学',
        secondary: '初中',
        high_school: '高中',
        special: '特殊教育',
      },
    },
    validation: {
      cct: 'CCT 为 10 位：州代码（01–32）、三个字母、四位数字和一位校验码',
    },
    ui: {
      patients: '学生',
      programmeMenu: '学校项目',
    },
  },
  fr: {
    pages: {
      list: 'Écoles',
      add: 'Nouvelle école',
      edit: 'École',
    },
    fields: {
      name: 'Nom',
      cct: 'Code d’établissement (CCT)',
      level: 'Niveau',
      street: 'Rue',
      exteriorNumber: 'Numéro',
      neighbourhood: 'Quartier',
      city: 'Commune',
      state: 'État',
      postalCode: 'Code postal',
      contactName: 'Contact',
      contactPhone: 'Téléphone du contact',
      programme: 'Programme',
      updatedAt: 'Mis à jour',
    },
    values: {
      schoolLevel: {
        preschool: 'Maternelle',
        primary: 'Primaire',
        secondary: 'Collège',
        high_school: 'Lycée',
        special: 'Éducation spécialisée',
      },
    },
    validation: {
      cct: 'Le CCT a 10 caractères : État (01–32), trois lettres, quatre chiffres et un caractère de contrôle',
    },
    ui: {
      patients: 'Patients',
      programmeMenu: 'Programme scolaire',
    },
  },
  ja: {
    pages: {
      list: '学校',
      add: '新しい学校',
      edit: '学校',
    },
    fields: {
      name: '名前',
      cct: '学校コード（CCT）',
      level: '学年段階',
      street: '通り',
      exteriorNumber: '番地',
      neighbourhood: '地区',
      city: '市区町村',
      state: '州',
      postalCode: '郵便番号',
      contactName: '連絡先',
      contactPhone: '連絡先電話',
      programme: 'プログラム',
      updatedAt: '更新日',
    },
    values: {
      schoolLevel: {
        preschool: '幼稚園',
        primary: '小学校',
        secondary: '中学校',
        high_school: '高校',
        special: '特別支援教育',
      },
    },
    validation: {
      cct: 'CCT は 10 文字です：州（01–32）、英字 3 文字、数字 4 桁、チェック文字 1 文字',
    },
    ui: {
      patients: '患者',
      programmeMenu: '学校プログラム',
    },
  },
});
