import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { BRAND } from './brand.ts';
import { LAYOUT_BACKGROUND } from './light-tokens.ts';
import { buildThemeConfig } from './theme-config.ts';

// light.css draws the public pages with Ant Design's colours for our theme; these must not drift apart.
const CSS = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'light.css'), 'utf8');
const VARIABLES: Record<string, string> = {
  '--lt-primary': 'colorPrimary',
  '--lt-primary-hover': 'colorPrimaryHover',
  '--lt-primary-active': 'colorPrimaryActive',
  '--lt-link': 'colorLink',
  '--lt-text': 'colorText',
  '--lt-heading': 'colorTextHeading',
  '--lt-text-secondary': 'colorTextSecondary',
  '--lt-placeholder': 'colorTextPlaceholder',
  '--lt-bg-container': 'colorBgContainer',
  '--lt-bg-elevated': 'colorBgElevated',
  '--lt-border': 'colorBorder',
  '--lt-fill-tertiary': 'colorFillTertiary',
  '--lt-error': 'colorError',
  '--lt-error-bg': 'colorErrorBg',
  '--lt-error-border': 'colorErrorBorder',
  '--lt-success': 'colorSuccess',
  '--lt-success-bg': 'colorSuccessBg',
  '--lt-success-border': 'colorSuccessBorder',
  '--lt-warning': 'colorWarning',
};

function block(selector: string): Record<string, string> {
  const start = CSS.indexOf(`${selector} {`);
  const body = CSS.slice(start, CSS.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--lt-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]]));
}

const normalise = (colour: string) => colour.replace(/\s+/g, '').toLowerCase();

describe.each([
  ['light', ':root'],
  ['dark', 'html[data-theme="dark"]'],
] as const)('the %s theme of light.css', (currentTheme, selector) => {
  const config = buildThemeConfig({ currentTheme });
  const token = theme.getDesignToken(config) as unknown as Record<string, string>;
  const variables = block(selector);

  it.each(Object.entries(VARIABLES))('%s is Ant Design’s %s', (variable, key) => {
    expect(normalise(variables[variable] ?? 'missing')).toBe(normalise(String(token[key])));
  });

  it('has the layout background DocumentSync paints', () => {
    expect(LAYOUT_BACKGROUND[currentTheme]).toBe(token.colorBgLayout);
  });
});

it('the brand colour is the light theme’s primary', () => {
  expect(normalise(block(':root')['--lt-primary'] ?? '')).toBe(BRAND.primaryColor.toLowerCase());
});

it('turns Ant Design’s animations off when the system asks for reduced motion', () => {
  const moving = theme.getDesignToken(buildThemeConfig({ currentTheme: 'light' }));
  const still = theme.getDesignToken(buildThemeConfig({ currentTheme: 'light' }, true));
  expect(moving.motionDurationMid).not.toBe('0s');
  expect([still.motion, still.motionDurationFast, still.motionDurationMid, still.motionDurationSlow]).toEqual(
    [false, '0s', '0s', '0s'],
  );
});
