import { Drawer } from 'antd';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { BRAND } from '../../theme/brand.ts';
import { usePreferences } from '../../theme/preferences-store.ts';
import { NavMenu } from './nav-menu.tsx';

/** On a phone the navigation lives in a drawer opened from the header. */
export function MobileNav({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { sideNavTheme, direction } = usePreferences();
  const dark = sideNavTheme === 'dark';
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={direction === 'rtl' ? 'right' : 'left'}
      size={BRAND.sideNavWidth}
      title={<BrandLogo textColour={dark ? '#ffffff' : undefined} />}
      closable={false}
      data-testid="mobile-nav"
      styles={{
        body: { padding: 0 },
        header: dark ? { background: '#001529', borderBottomColor: 'rgba(255,255,255,0.1)' } : undefined,
        section: dark ? { background: '#001529' } : undefined,
      }}
    >
      <NavMenu mode="inline" theme={sideNavTheme} onNavigate={onClose} />
    </Drawer>
  );
}
