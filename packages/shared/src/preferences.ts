import { z } from 'zod';
import { LOCALES } from './locales.ts';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

const fields = {
  navCollapsed: z.boolean(),
  sideNavTheme: z.enum(['light', 'dark']),
  navType: z.enum(['side', 'top']),
  topNavColor: hexColour,
  headerNavColor: hexColour,
  currentTheme: z.enum(['light', 'dark']),
  direction: z.enum(['ltr', 'rtl']),
  locale: z.enum(LOCALES),
};

/** Theme settings a user can change and keep (docs/product.md §5). */
export const preferencesSchema = z.object(fields);
export type Preferences = z.infer<typeof preferencesSchema>;

export { DEFAULT_PREFERENCES } from './preference-defaults.ts';

/** A change to some settings; unknown keys are refused so a typo does not pass silently. */
export const preferencesPatchSchema = z.strictObject(fields).partial();
