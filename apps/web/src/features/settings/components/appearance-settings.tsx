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

type ChoiceKey = 'navType' | 'sideNavTheme' | 'currentTheme' | 'direction';
type ColourKey = 'topNavColor' | 'headerNavColor';

/** A setting of a few values, as a row of buttons under its label. */
function ChoiceRow<K extends ChoiceKey>({
  label,
  setting,
  options,
  disabled,
  testId,
}: {
  label: string;
  setting: K;
  options: { value: Preferences[K]; label: string }[];
  disabled?: boolean;
  testId: string;
}) {
  const preferences = usePreferences();
  const change = useChangePreferences();
  return (
    <Row label={label} stacked>
      <Radio.Group
        optionType="button"
        block
        buttonStyle="solid"
        value={preferences[setting]}
        disabled={disabled}
        onChange={(e) => change({ [setting]: e.target.value as Preferences[K] })}
        options={options}
        data-testid={testId}
      />
    </Row>
  );
}

/** A colour setting: a picker without transparency, offering the brand's presets. */
function ColourRow({
  label,
  setting,
  disabled,
  testId,
}: {
  label: string;
  setting: ColourKey;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const change = useChangePreferences();
  return (
    <Row label={label}>
      <ColorPicker
        value={preferences[setting]}
        disabled={disabled}
        disabledAlpha
        presets={[{ label: t('settings.presets'), colors: COLOUR_PRESETS }]}
        onChangeComplete={(colour) => change({ [setting]: colour.toHexString() })}
        data-testid={testId}
      />
    </Row>
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
  const lightOrDark: { value: 'light' | 'dark'; label: string }[] = [
    { value: 'light', label: t('settings.light') },
    { value: 'dark', label: t('settings.dark') },
  ];

  return (
    <Flex vertical gap={16}>
      <ChoiceRow
        label={t('settings.navType')}
        setting="navType"
        options={[
          { value: 'side', label: t('settings.navSide') },
          { value: 'top', label: t('settings.navTop') },
        ]}
        testId="setting-nav-type"
      />
      <Row label={t('settings.navCollapsed')} htmlFor={`${idPrefix}-nav-collapsed`}>
        <Switch
          id={`${idPrefix}-nav-collapsed`}
          checked={preferences.navCollapsed}
          disabled={preferences.navType !== 'side'}
          onChange={(checked) => change({ navCollapsed: checked })}
        />
      </Row>
      <ChoiceRow
        label={t('settings.sideNavTheme')}
        setting="sideNavTheme"
        disabled={preferences.navType !== 'side'}
        options={lightOrDark}
        testId="setting-side-nav-theme"
      />
      <ColourRow
        label={t('settings.topNavColor')}
        setting="topNavColor"
        disabled={preferences.navType !== 'top'}
        testId="setting-top-nav-color"
      />
      <ColourRow
        label={t('settings.headerNavColor')}
        setting="headerNavColor"
        testId="setting-header-color"
      />
      <Divider style={{ margin: 0 }} />
      <ChoiceRow
        label={t('settings.theme')}
        setting="currentTheme"
        options={lightOrDark}
        testId="setting-theme"
      />
      <ChoiceRow
        label={t('settings.direction')}
        setting="direction"
        options={[
          { value: 'ltr', label: t('settings.ltr') },
          { value: 'rtl', label: t('settings.rtl') },
        ]}
        testId="setting-direction"
      />
      <Row label={t('settings.language')} stacked>
        <LanguageSwitcher value={preferences.locale} onChange={(locale) => change({ locale })} block />
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
