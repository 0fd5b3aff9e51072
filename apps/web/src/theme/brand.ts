/** Layout and brand constants of docs/product.md §5. */
export const BRAND = {
  primaryColor: '#001AE2',
  /** The brand blue is too dark to read on the dark theme's black; this lighter step of it is. */
  primaryColorOnDark: '#4d66ff',
  topNavColor: '#3e82f7',
  fontSize: 16,
  sideNavWidth: 300,
  sideNavCollapsedWidth: 56,
  headerHeight: 60,
} as const;

/** Colours offered in the settings panel next to the free picker. */
export const COLOUR_PRESETS = ['#3e82f7', '#001AE2', '#24a772', '#de4436', '#ffc542', '#1f2937', '#ffffff'];
