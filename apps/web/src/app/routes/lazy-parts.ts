import { type ComponentType, createElement } from 'react';
import { lazyNamed, preloadableNamed } from '../../components/lazy-named.ts';
import { i18n } from '../../i18n/i18n.ts';

/**
 * A lazy layout or page built with Ant Design: it loads together with the library's configuration
 * (`AntdProviders`) and renders inside it. The login page and the public layout are drawn without the
 * library and are not wrapped (docs/performance.md, "Pages").
 */
function lazyWithAntd<M, K extends keyof M & string>(loader: () => Promise<M>, name: K) {
  return lazyNamed(
    () =>
      Promise.all([loader(), import('../providers/antd-providers.tsx')]).then(
        ([module, { AntdProviders }]) => {
          const Inner = module[name] as ComponentType<object>;
          const Wrapped = (props: object) => createElement(AntdProviders, null, createElement(Inner, props));
          Wrapped.displayName = `WithAntd(${name})`;
          return { ...module, [name]: Wrapped } as M;
        },
      ),
    name,
  );
}

// Each layout and page is its own chunk, so the login page loads only what it shows (docs/product.md §5).
export const AppLayout = lazyWithAntd(() => import('../layouts/app-layout.tsx'), 'AppLayout');
export const LightLayout = lazyWithAntd(() => import('../layouts/light-layout.tsx'), 'LightLayout');
export const BlankLayout = lazyWithAntd(() => import('../layouts/blank-layout.tsx'), 'BlankLayout');

// Loaded before the first render when the address will show it (main.tsx).
export const LoginPage = preloadableNamed(
  () => import('../../features/auth/pages/login-page.tsx'),
  'LoginPage',
);
// The public account pages share one chunk (account-pages.ts), none of it in the login page's download,
// and come with their words (packages/shared/src/i18n/accounts.ts).
const accountPages = () =>
  Promise.all([
    import('../../features/auth/pages/account-pages.ts'),
    import('../../i18n/words.ts').then((m) => m.loadAllWords(i18n, ['accounts', 'common'])),
  ]).then(([pages]) => pages);
export const RegisterPage = lazyWithAntd(accountPages, 'RegisterPage');
export const ConfirmationPage = lazyWithAntd(accountPages, 'ConfirmationPage');
export const PaymentPage = lazyWithAntd(accountPages, 'PaymentPage');
export const RegisterCompletePage = lazyWithAntd(accountPages, 'RegisterCompletePage');
export const VerificationPage = lazyWithAntd(accountPages, 'VerificationPage');
export const RecoveryPasswordPage = lazyWithAntd(accountPages, 'RecoveryPasswordPage');
export const ResetPasswordPage = lazyWithAntd(accountPages, 'ResetPasswordPage');
export const NewPasswordPage = lazyWithAntd(accountPages, 'NewPasswordPage');
export const TermsPage = lazyWithAntd(accountPages, 'TermsPage');
export const SetupPage = lazyWithAntd(accountPages, 'SetupPage');
export const AuthErrorPage = lazyNamed(
  () => import('../../features/auth/pages/auth-error-page.tsx'),
  'AuthErrorPage',
);
export const SectionPlaceholderPage = lazyNamed(
  () => import('../pages/section-placeholder-page.tsx'),
  'SectionPlaceholderPage',
);
