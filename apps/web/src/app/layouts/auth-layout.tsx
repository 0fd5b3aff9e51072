import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { useChangePreferences } from '../../lib/session/preferences.ts';
import { BRAND } from '../../theme/brand.ts';
import { LAYOUT_BACKGROUND } from '../../theme/light-tokens.ts';
import { usePreferences } from '../../theme/preferences-store.ts';

/**
 * The public area: a centred panel on the brand background, the language switcher on top. Drawn
 * without Ant Design (theme/light.css), so the login page loads no component library; the account
 * pages inside bring it with them.
 */
export function AuthLayout() {
  const { t } = useTranslation();
  const { locale, currentTheme } = usePreferences();
  const change = useChangePreferences();
  const background =
    currentTheme === 'dark'
      ? `linear-gradient(165deg, #0a1150 0%, ${LAYOUT_BACKGROUND.dark} 50%)`
      : `linear-gradient(165deg, ${BRAND.primaryColor} 0%, ${BRAND.topNavColor} 48%, #eef2ff 48.1%, #f5f7ff 100%)`;

  return (
    <div className="lt-root lt-auth" style={{ background }} data-testid="auth-layout">
      <div className="lt-auth-top">
        <BrandLogo size={36} textColour="#ffffff" />
        <LanguageMenu value={locale} onChange={(next) => change({ locale: next })} ghost />
      </div>
      <div className="lt-auth-centre">
        <main className="lt-auth-panel">
          <Outlet />
        </main>
      </div>
      <footer className="lt-auth-footer">{t('app.footer', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}
