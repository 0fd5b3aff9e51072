import zhCN from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import { zh } from '../messages/zh.ts';
import type { LanguagePack } from './language-pack.ts';

export const pack: LanguagePack = { messages: zh, antd: zhCN, dayjs: 'zh-cn' };
