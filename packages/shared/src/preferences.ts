import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { DEFAULT_PREFERENCES as defaults } from './preference-defaults.ts';

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

/** The seed's defaults (preference-defaults.ts), as the schema's type: a default the schema refuses fails to compile. */
export const DEFAULT_PREFERENCES: Preferences = defaults;

/** A change to some settings; unknown keys are refused so a typo does not pass silently. */
export const preferencesPatchSchema = z.strictObject(fields).partial();
