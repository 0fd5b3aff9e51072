import { theme } from 'antd';
import { isDarkColour } from '../../theme/colour.ts';
import { usePreferences } from '../../theme/preferences-store.ts';

const DEFAULT_HEADER = '#ffffff';

/** The header's background and text colours; in the dark theme an untouched white header follows the theme. */
export function useHeaderColours(): { background: string; text: string; dark: boolean } {
  const { token } = theme.useToken();
  const { headerNavColor, currentTheme } = usePreferences();
  const background =
    currentTheme === 'dark' && headerNavColor.toLowerCase() === DEFAULT_HEADER
      ? token.colorBgContainer
      : headerNavColor;
  const dark = isDarkColour(background);
  return { background, text: dark ? '#ffffff' : token.colorText, dark };
}
