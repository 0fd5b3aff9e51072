import { defineWords } from './define-words.ts';

/** The container types' words (docs/product.md §7). */
export const containersWords = defineWords({
  es: {
    pages: {
      list: 'Contenedores',
      add: 'Nuevo contenedor',
      edit: 'Editar contenedor',
    },
    fields: {
      code: 'Clave',
      name: 'Nombre',
      material: 'Material',
      colour: 'Color',
      capacityL: 'Capacidad (L)',
      tareKg: 'Tara (kg)',
      reusable: 'Reutilizable',
      wasteIds: 'Residuos que admite',
    },
    values: {
      containerMaterial: {
        bag: 'Bolsa',
        rigid: 'Rígido',
        drum: 'Tambo',
        tote: 'Contenedor IBC',
      },
    },
    wasteIdsPlaceholder: 'Busca por clave o nombre',
    wasteIdsHint: 'Los residuos archivados no se ofrecen; los que ya estaban vinculados se conservan.',
  },
  en: {
    pages: {
      list: 'Containers',
      add: 'New container',
      edit: 'Edit container',
    },
    fields: {
      code: 'Code',
      name: 'Name',
      material: 'Material',
      colour: 'Colour',
      capacityL: 'Capacity (L)',
      tareKg: 'Tare (kg)',
      reusable: 'Reusable',
      wasteIds: 'Wastes it may hold',
    },
    values: {
      containerMaterial: {
        bag: 'Bag',
        rigid: 'Rigid',
        drum: 'Drum',
        tote: 'Tote',
      },
    },
    wasteIdsPlaceholder: 'Search by code or name',
    wasteIdsHint: 'Archived wastes are not offered; those already linked are kept.',
  },
  zh: {
    pages: {
      list: '容器',
      add: '新建容器',
      edit: '编辑容器',
    },
    fields: {
      code: '代码',
      name: '名称',
      material: '材质',
      colour: '颜色',
      capacityL: '容量 (L)',
      tareKg: '皮重 (kg)',
      reusable: '可重复使用',
      wasteIds: '可容纳的废物',
    },
    values: {
      containerMaterial: {
        bag: '袋',
        rigid: '硬质容器',
        drum: '桶',
        tote: '吨桶',
      },
    },
    wasteIdsPlaceholder: '按代码或名称搜索',
    wasteIdsHint: '已归档的废物不再提供选择；已关联的会保留。',
  },
  fr: {
    pages: {
      list: 'Conteneurs',
      add: 'Nouveau conteneur',
      edit: 'Modifier le conteneur',
    },
    fields: {
      code: 'Code',
      name: 'Nom',
      material: 'Matériau',
      colour: 'Couleur',
      capacityL: 'Capacité (L)',
      tareKg: 'Tare (kg)',
      reusable: 'Réutilisable',
      wasteIds: 'Déchets admis',
    },
    values: {
      containerMaterial: {
        bag: 'Sac',
        rigid: 'Rigide',
        drum: 'Fût',
        tote: 'GRV',
      },
    },
    wasteIdsPlaceholder: 'Rechercher par code ou nom',
    wasteIdsHint: 'Les déchets archivés ne sont pas proposés ; ceux déjà liés sont conservés.',
  },
  ja: {
    pages: {
      list: 'コンテナ',
      add: '新規コンテナ',
      edit: 'コンテナの編集',
    },
    fields: {
      code: 'コード',
      name: '名称',
      material: '材質',
      colour: '色',
      capacityL: '容量 (L)',
      tareKg: '風袋 (kg)',
      reusable: '再利用可',
      wasteIds: '収納可能な廃棄物',
    },
    values: {
      containerMaterial: {
        bag: '袋',
        rigid: '硬質容器',
        drum: 'ドラム',
        tote: 'トート',
      },
    },
    wasteIdsPlaceholder: 'コードまたは名称で検索',
    wasteIdsHint: 'アーカイブ済みの廃棄物は選択肢に出ません。既に紐付いているものは残ります。',
  },
});
