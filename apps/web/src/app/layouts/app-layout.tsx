import { Layout } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { lazyNamed } from '../../components/lazy-named.ts';
import { LazyPart } from '../../components/lazy-part.tsx';
import { useTableA11y } from '../../components/use-table-a11y.ts';
import { useChangePreferences } from '../../lib/session/preferences.ts';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { usePreferences } from '../../theme/preferences-store.ts';
import { AppHeader } from './app-header.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { SideNav } from './side-nav.tsx';
import { TopNav } from './top-nav.tsx';

const SettingsDrawer = lazyNamed(() => import('../settings/settings-drawer.tsx'), 'SettingsDrawer');

/** The full layout: header, side or top navigation (a drawer on phones), content and footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const { navType, navCollapsed } = usePreferences();
  const changePreferences = useChangePreferences();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsMounted, setSettingsMounted] = useState(false);
  const contentRef = useTableA11y();

  const toggleNav = useCallback(() => {
    if (mobile) setMobileNavOpen(true);
    else changePreferences({ navCollapsed: !navCollapsed });
  }, [mobile, navCollapsed, changePreferences]);

  const openSettings = useCallback(() => {
    setSettingsMounted(true);
    setSettingsOpen(true);
  }, []);
  const closeMobileNav = useCallback(() => setMobileNavOpen(false), []);

  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="app-layout" data-nav-type={navType}>
      <AppHeader mobile={mobile} onToggleNav={toggleNav} onOpenSettings={openSettings} />
      {navType === 'top' && !mobile ? <TopNav /> : null}
      <Layout hasSider={navType === 'side' && !mobile}>
        {navType === 'side' && !mobile ? <SideNav /> : null}
        <Layout>
          <Layout.Content style={{ padding: mobile ? 16 : 24 }}>
            <div ref={contentRef} style={{ maxWidth: 1440, marginInline: 'auto' }}>
              <Outlet />
            </div>
          </Layout.Content>
          <Layout.Footer style={{ textAlign: 'center', padding: '16px 24px', fontSize: 14 }}>
            {t('app.footer', { year: new Date().getFullYear() })}
          </Layout.Footer>
        </Layout>
      </Layout>
      {mobile ? <MobileNav open={mobileNavOpen} onClose={closeMobileNav} /> : null}
      {settingsMounted ? (
        <LazyPart part={t('parts.settingsPanel')} fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </LazyPart>
      ) : null}
    </Layout>
  );
}
