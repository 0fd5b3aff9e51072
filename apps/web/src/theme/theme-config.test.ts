import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './colour.ts';
import { buildThemeConfig } from './theme-config.ts';

describe.each(['light', 'dark'] as const)('the %s theme', (currentTheme) => {
  const token = theme.getDesignToken(buildThemeConfig({ currentTheme }));
  const backgrounds = {
    card: token.colorBgContainer,
    page: token.colorBgLayout,
    drawer: token.colorBgElevated,
  };

  it.each(['colorSuccessText', 'colorWarningText', 'colorErrorText', 'colorInfoText'] as const)(
    '%s reads at 4.5:1 on a card, the page and a drawer (WCAG AA)',
    (key) => {
      for (const [name, background] of Object.entries(backgrounds)) {
        expect(contrastRatio(token[key], background), `${key} on the ${name}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
