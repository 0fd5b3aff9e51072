import jaJP from 'antd/locale/ja_JP';
import 'dayjs/locale/ja';
import { ja } from '../messages/ja.ts';
import type { LanguagePack } from './language-pack.ts';

export const pack: LanguagePack = { messages: ja, antd: jaJP, dayjs: 'ja' };
