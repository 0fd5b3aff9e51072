import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { es } from './messages/es.ts';

/**
 * One i18next instance for the app. Spanish ships in the entry chunk (it is the default); the other
 * languages are loaded on demand by `applyLanguage`.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'es',
  fallbackLng: 'es',
  resources: { es: { translation: es } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
