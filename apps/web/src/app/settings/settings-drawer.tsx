import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AppearanceSettings,
  ResetAppearanceButton,
} from '../../features/settings/components/appearance-settings.tsx';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { usePreferences } from '../../theme/preferences-store.ts';

/** Every theme setting of docs/product.md §5, applied at once and kept (device and account). */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { direction } = usePreferences();
  const mobile = useMediaQuery(MOBILE_QUERY);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('settings.title')}
      placement={direction === 'rtl' ? 'left' : 'right'}
      size={mobile ? '100%' : 420}
      data-testid="settings-drawer"
      footer={<ResetAppearanceButton />}
    >
      <AppearanceSettings />
    </Drawer>
  );
}
