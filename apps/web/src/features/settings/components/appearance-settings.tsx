import type { Preferences } from '@recolecta/shared/preferences';
import { Button, ColorPicker, Divider, Flex, Radio, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { useChangePreferences } from '../../../lib/session/preferences.ts';
import { COLOUR_PRESETS } from '../../../theme/brand.ts';
import { DEFAULT_PREFERENCES } from '../../../theme/preference-defaults.ts';
import { usePreferences } from '../../../theme/preferences-store.ts';

/** One setting: its label beside a small control, or above a wide one (`stacked`). */
function Row({
  label,
  htmlFor,
  stacked = false,
  children,
}: {
  label: string;
  htmlFor?: string;
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <Flex
      vertical={stacked}
      align={stacked ? 'stretch' : 'center'}
      justify="space-between"
      gap={stacked ? 8 : 16}
      style={{ minHeight: 40 }}
    >
      <Typography.Text strong={stacked}>
        <label htmlFor={htmlFor}>{label}</label>
      </Typography.Text>
      {children}
    </Flex>
  );
}

/**
 * Every theme setting of docs/product.md §5, applied at once and kept (device and account): the settings
 * drawer of the layout and the settings page show the same controls.
 */
export function AppearanceSettings({ idPrefix = 'setting' }: { idPrefix?: string }) {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const change = useChangePreferences();
  const set = <K extends keyof Preferences>(key: K, value: Preferences[K]) => change({ [key]: value });
  const colourPresets = [{ label: t('settings.presets'), colors: COLOUR_PRESETS }];

  return (
    <Flex vertical gap={16}>
      <Row label={t('settings.navType')} stacked>
        <Radio.Group
          optionType="button"
          block
          buttonStyle="solid"
          value={preferences.navType}
          onChange={(e) => set('navType', e.target.value as Preferences['navType'])}
          options={[
            { value: 'side', label: t('settings.navSide') },
            { value: 'top', label: t('settings.navTop') },
          ]}
          data-testid="setting-nav-type"
        />
      </Row>
      <Row label={t('settings.navCollapsed')} htmlFor={`${idPrefix}-nav-collapsed`}>
        <Switch
          id={`${idPrefix}-nav-collapsed`}
          checked={preferences.navCollapsed}
          disabled={preferences.navType !== 'side'}
          onChange={(checked) => set('navCollapsed', checked)}
        />
      </Row>
      <Row label={t('settings.sideNavTheme')} stacked>
        <Radio.Group
          optionType="button"
          block
          buttonStyle="solid"
          value={preferences.sideNavTheme}
          disabled={preferences.navType !== 'side'}
          onChange={(e) => set('sideNavTheme', e.target.value as Preferences['sideNavTheme'])}
          options={[
            { value: 'light', label: t('settings.light') },
            { value: 'dark', label: t('settings.dark') },
          ]}
          data-testid="setting-side-nav-theme"
        />
      </Row>
      <Row label={t('settings.topNavColor')}>
        <ColorPicker
          value={preferences.topNavColor}
          disabled={preferences.navType !== 'top'}
          disabledAlpha
          presets={colourPresets}
          onChangeComplete={(colour) => set('topNavColor', colour.toHexString())}
          data-testid="setting-top-nav-color"
        />
      </Row>
      <Row label={t('settings.headerNavColor')}>
        <ColorPicker
          value={preferences.headerNavColor}
          disabledAlpha
          presets={colourPresets}
          onChangeComplete={(colour) => set('headerNavColor', colour.toHexString())}
          data-testid="setting-header-color"
        />
      </Row>
      <Divider style={{ margin: 0 }} />
      <Row label={t('settings.theme')} stacked>
        <Radio.Group
          optionType="button"
          block
          buttonStyle="solid"
          value={preferences.currentTheme}
          onChange={(e) => set('currentTheme', e.target.value as Preferences['currentTheme'])}
          options={[
            { value: 'light', label: t('settings.light') },
            { value: 'dark', label: t('settings.dark') },
          ]}
          data-testid="setting-theme"
        />
      </Row>
      <Row label={t('settings.direction')} stacked>
        <Radio.Group
          optionType="button"
          block
          buttonStyle="solid"
          value={preferences.direction}
          onChange={(e) => set('direction', e.target.value as Preferences['direction'])}
          options={[
            { value: 'ltr', label: t('settings.ltr') },
            { value: 'rtl', label: t('settings.rtl') },
          ]}
          data-testid="setting-direction"
        />
      </Row>
      <Row label={t('settings.language')} stacked>
        <LanguageSwitcher value={preferences.locale} onChange={(locale) => set('locale', locale)} block />
      </Row>
    </Flex>
  );
}

/** Back to the seed's defaults, keeping the language. */
export function ResetAppearanceButton() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const change = useChangePreferences();
  return (
    <Button block onClick={() => change({ ...DEFAULT_PREFERENCES, locale: preferences.locale })}>
      {t('settings.reset')}
    </Button>
  );
}
