import type { Locale } from '@recolecta/shared/locales';
import { useCallback } from 'react';
import { useLanguagePack } from '../i18n/language-store.ts';
import { useWords } from '../i18n/use-words.ts';
import { valueText } from './crud/use-labels.ts';

interface NamedRole {
  key: string | null;
  name: string;
}

/** A role's name as the user should read it: system roles in the user's language, custom roles as named. */
export function roleText(role: NamedRole, locale: Locale): string {
  return role.key ? valueText('systemRole', role.key, locale) : role.name;
}

/** `roleText` in the current language; suspends until the roles' words are loaded. */
export function useRoleLabel(): (role: NamedRole) => string {
  const { locale } = useLanguagePack();
  useWords('roles');
  return useCallback((role: NamedRole) => roleText(role, locale), [locale]);
}
