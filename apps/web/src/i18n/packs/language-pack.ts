import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Messages } from '../messages/es.ts';

/** Everything one UI language needs: our texts, Ant Design's own locale and the dayjs locale name. */
export interface LanguagePack {
  /** The shell's words; features bring their own (i18n/words.ts). */
  messages: Messages;
  antd: AntdLocale;
  dayjs: string;
}
