import frFR from 'antd/locale/fr_FR';
import 'dayjs/locale/fr';
import { fr } from '../messages/fr.ts';
import type { LanguagePack } from './language-pack.ts';

export const pack: LanguagePack = { messages: fr, antd: frFR, dayjs: 'fr' };
