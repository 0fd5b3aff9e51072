import { z } from 'zod';

/** `?dryRun=true` checks every row and writes nothing; without it the good rows are written at once. */
export const importQuerySchema = z.object({ dryRun: z.stringbool().default(false) });

export const importReportSchema = z.object({
  dryRun: z.boolean(),
  /** Data rows read (the header row aside). */
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Every problem: the file's line (the header is line 1), the column, the message. */
  errors: z.array(z.object({ line: z.number().int(), field: z.string(), message: z.string() })),
});
export type ImportReport = z.infer<typeof importReportSchema>;
export const importResponseSchema = z.object({ data: importReportSchema });

export const IMPORT_CONTENT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * The limits an import file must keep to (docs/product.md, Imports). A file past one is refused with
 * IMPORT_FILE_TOO_LARGE, whose detail's path is the limit's key.
 */
export const IMPORT_LIMIT_LABELS = {
  entries: {
    es: 'partes del archivo XLSX',
    en: 'parts in the XLSX file',
    zh: 'XLSX 文件中的部件数',
    fr: 'parties du fichier XLSX',
    ja: 'XLSX ファイルの部品数',
  },
  uncompressedMegabytes: {
    es: 'tamaño descomprimido (MB)',
    en: 'uncompressed size (MB)',
    zh: '解压后大小（MB）',
    fr: 'taille décompressée (Mo)',
    ja: '展開後のサイズ（MB）',
  },
  compressionRatio: {
    es: 'razón de compresión',
    en: 'compression ratio',
    zh: '压缩比',
    fr: 'taux de compression',
    ja: '圧縮率',
  },
  lines: {
    es: 'líneas, vacías incluidas',
    en: 'lines, blank ones included',
    zh: '行数（含空行）',
    fr: 'lignes, vides comprises',
    ja: '行数（空行を含む）',
  },
  columns: { es: 'columnas', en: 'columns', zh: '列数', fr: 'colonnes', ja: '列数' },
  cellLength: {
    es: 'caracteres en una celda',
    en: 'characters in one cell',
    zh: '单元格字符数',
    fr: 'caractères dans une cellule',
    ja: '1 セルの文字数',
  },
  characters: {
    es: 'caracteres en todo el archivo',
    en: 'characters in the whole file',
    zh: '文件总字符数',
    fr: 'caractères dans tout le fichier',
    ja: 'ファイル全体の文字数',
  },
  memoryMegabytes: {
    es: 'memoria para leerlo (MB)',
    en: 'memory to read it (MB)',
    zh: '读取所需内存（MB）',
    fr: 'mémoire pour le lire (Mo)',
    ja: '読み取りに必要なメモリ（MB）',
  },
  seconds: {
    es: 'tiempo para leerlo (s)',
    en: 'time to read it (s)',
    zh: '读取时间（秒）',
    fr: 'temps pour le lire (s)',
    ja: '読み取り時間（秒）',
  },
} as const;
export type ImportLimit = keyof typeof IMPORT_LIMIT_LABELS;
