import { i18n } from './i18n.ts';
import { esAccounts } from './messages/accounts-es.ts';

// Imported for its effect by every account page: Spanish ships in the entry chunk without these texts
// (the login page does not need them); the other languages' packs already hold theirs.
i18n.addResourceBundle('es', 'translation', { accounts: esAccounts }, true, false);
