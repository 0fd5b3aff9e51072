import esES from 'antd/locale/es_ES';
import 'dayjs/locale/es-mx';
import { es } from '../messages/es.ts';
import type { LanguagePack } from './language-pack.ts';

export const pack: LanguagePack = { messages: es, antd: esES, dayjs: 'es-mx' };
