/**
 * Ant Design's layout background for our theme (light and dark), for the code that runs before the
 * component library loads (DocumentSync). light-tokens.test.ts checks it against Ant Design.
 */
export const LAYOUT_BACKGROUND = { light: '#f5f5f5', dark: '#000000' } as const;
