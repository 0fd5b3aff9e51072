import enUS from 'antd/locale/en_US';
import 'dayjs/locale/en';
import { en } from '../messages/en.ts';
import type { LanguagePack } from './language-pack.ts';

export const pack: LanguagePack = { messages: en, antd: enUS, dayjs: 'en' };
