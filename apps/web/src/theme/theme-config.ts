import type { Preferences } from '@recolecta/shared/preferences';
import { type ThemeConfig, theme } from 'antd';
import { BRAND } from './brand.ts';
import { contrastRatio, firstReadable } from './colour.ts';

/** The tag colours the app uses by name (Ant Design's presets). */
const TAG_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

type Token = ReturnType<typeof theme.getDesignToken>;
type Palette = 'blue' | 'green' | 'gold' | 'red' | (typeof TAG_COLOURS)[number];
const shade = (token: Token, colour: Palette, step: number) =>
  (token as unknown as Record<string, string>)[`${colour}${step}`] ?? '';

/**
 * Text colours that reach WCAG AA (4.5:1) on the backgrounds they are drawn on (docs/product.md §5:
 * every page passes axe-core). Ant Design's defaults do not: secondary text #8c8c8c on white is 3.36:1,
 * a placeholder 1.83:1, the brand blue on the dark theme's black 3.28:1, a green tag 3.37:1. The greys
 * are Ant Design's own black or white at a stronger alpha, so they still sit between body text and
 * borders on every background.
 */
const TEXT = {
  light: {
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // A disabled field still shows a value someone may need to read (a user's e-mail).
    colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
    colorError: '#cf1322',
  },
  dark: {
    colorTextTertiary: 'rgba(255, 255, 255, 0.58)',
    colorTextDescription: 'rgba(255, 255, 255, 0.58)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
    colorTextDisabled: 'rgba(255, 255, 255, 0.5)',
    // Red text on the dark theme: the dark algorithm's #dc4446 is 4.34:1 on #141414.
    colorError: '#f37370',
  },
} as const;

/** A lighter step of the brand blue for text and links on the dark theme (7.3:1 on #141414). */
const LINK_ON_DARK = '#8c9cff';

/**
 * Tag text on its tag's pale background: the first shade of the tag's palette, from Ant Design's 7
 * (its default) darker on light or lighter on dark, that reads at 4.5:1. Status tags likewise.
 */
function tagTokens(token: Token, linkOnDark: string | undefined) {
  const steps = [7, 8, 9, 10];
  const tokens: Record<string, string> = {};
  for (const colour of TAG_COLOURS) {
    const background = shade(token, colour, 1);
    if (!background) continue;
    tokens[`${colour}7`] = firstReadable(
      steps.map((step) => shade(token, colour, step)).filter(Boolean),
      background,
    );
  }
  const status = (colour: Palette, main: string, background: string) =>
    firstReadable([main, ...steps.map((step) => shade(token, colour, step))], background);
  tokens.colorSuccess = status('green', token.colorSuccess, token.colorSuccessBg);
  tokens.colorWarning = status('gold', token.colorWarning, token.colorWarningBg);
  tokens.colorError = status('red', token.colorError, token.colorErrorBg);
  tokens.colorInfo = firstReadable([token.colorInfo, ...(linkOnDark ? [linkOnDark] : [])], token.colorInfoBg);
  return tokens;
}

/**
 * Status text (Typography's success, warning and danger, a form's feedback, the info text): the first
 * shade of its palette, from Ant Design's own, that reads at 4.5:1 on the backgrounds it is drawn on
 * (cards, the page, drawers). Ant Design's green text is 2.27:1 on white and its amber 1.90:1 (the
 * driver's "Arrived at 10:42"); on dark its info blue is 3.28:1.
 */
function statusTextTokens(token: Token, linkOnDark: string | undefined) {
  const backgrounds = [token.colorBgContainer, token.colorBgLayout, token.colorBgElevated];
  // The background the text reads worst on decides.
  const worst = (text: string) =>
    backgrounds.reduce((a, b) => (contrastRatio(text, a) <= contrastRatio(text, b) ? a : b));
  const readable = (colour: Palette, main: string, more: string[] = []) =>
    firstReadable(
      [main, ...[7, 8, 9, 10].map((step) => shade(token, colour, step)), ...more].filter(Boolean),
      worst(main),
    );
  return {
    colorSuccessText: readable('green', token.colorSuccessText),
    colorWarningText: readable('gold', token.colorWarningText),
    colorErrorText: readable('red', token.colorErrorText),
    colorInfoText: readable('blue', token.colorInfoText, linkOnDark ? [linkOnDark] : []),
  };
}

/**
 * Ant Design theme for the user's preferences: brand tokens, and the dark algorithm when chosen. With
 * `reduceMotion` (the system's "reduce motion" setting) Ant Design's animations are off: drawers,
 * modals, menus and messages appear and go at once.
 */
export function buildThemeConfig(
  preferences: Pick<Preferences, 'currentTheme'>,
  reduceMotion = false,
): ThemeConfig {
  const dark = preferences.currentTheme === 'dark';
  const primary = dark ? BRAND.primaryColorOnDark : BRAND.primaryColor;
  const text = dark ? TEXT.dark : TEXT.light;
  const base: ThemeConfig = {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      colorInfo: primary,
      colorLink: dark ? LINK_ON_DARK : primary,
      fontSize: BRAND.fontSize,
      ...text,
    },
  };
  const token = theme.getDesignToken(base);
  // On dark, blue text (a selected menu item, an open submenu's title) is the lighter link blue.
  const darkText = dark ? { itemSelectedColor: LINK_ON_DARK, subMenuItemSelectedColor: LINK_ON_DARK } : {};
  const darkTab = dark
    ? { itemSelectedColor: LINK_ON_DARK, itemActiveColor: LINK_ON_DARK, itemHoverColor: LINK_ON_DARK }
    : {};
  const darkPage = dark ? { itemActiveColor: LINK_ON_DARK } : {};
  return {
    ...base,
    token: {
      ...base.token,
      ...(dark ? { colorPrimaryText: LINK_ON_DARK } : {}),
      ...statusTextTokens(token, dark ? LINK_ON_DARK : undefined),
      ...(reduceMotion ? { motion: false } : {}),
    },
    components: {
      Menu: { collapsedWidth: BRAND.sideNavCollapsedWidth, ...darkText },
      Layout: {
        headerHeight: BRAND.headerHeight,
        headerPadding: '0 16px',
      },
      Tabs: darkTab,
      Pagination: darkPage,
      Tag: tagTokens(token, dark ? LINK_ON_DARK : undefined),
      // The shadow on the side of a table where more columns wait (and beside its fixed first column):
      // Ant Design's is barely visible; this one tells a list is cut and scrolls (docs/product.md §7).
      Table: { colorSplit: dark ? 'rgba(0, 0, 0, 0.75)' : 'rgba(0, 0, 0, 0.22)' },
      // The unchecked switch's label is white on this grey: 1.83:1 with Ant Design's.
      Switch: dark
        ? {}
        : { colorTextQuaternary: 'rgba(0, 0, 0, 0.56)', colorTextTertiary: 'rgba(0, 0, 0, 0.65)' },
    },
  };
}
