import type { Locale as AntdLocale } from 'antd/es/locale';
import type { CoreMessages } from '../messages/es.ts';

/** Everything one UI language needs: our texts, Ant Design's own locale and the dayjs locale name. */
export interface LanguagePack {
  /** Spanish's pack holds the core texts only; its account texts come with the account pages. */
  messages: CoreMessages;
  antd: AntdLocale;
  dayjs: string;
}
