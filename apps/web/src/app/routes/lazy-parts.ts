import { lazyNamed } from '../../components/lazy-named.ts';
import { i18n } from '../../i18n/i18n.ts';

// Each layout and page is its own chunk, so the login page loads only what it shows (docs/product.md §5).
export const AuthLayout = lazyNamed(() => import('../layouts/auth-layout.tsx'), 'AuthLayout');
export const AppLayout = lazyNamed(() => import('../layouts/app-layout.tsx'), 'AppLayout');
export const LightLayout = lazyNamed(() => import('../layouts/light-layout.tsx'), 'LightLayout');
export const BlankLayout = lazyNamed(() => import('../layouts/blank-layout.tsx'), 'BlankLayout');

export const LoginPage = lazyNamed(() => import('../../features/auth/pages/login-page.tsx'), 'LoginPage');
// The public account pages share one chunk (account-pages.ts), none of it in the login page's download,
// and come with their words (packages/shared/src/i18n/accounts.ts).
const accountPages = () =>
  Promise.all([
    import('../../features/auth/pages/account-pages.ts'),
    import('../../i18n/words.ts').then((m) => m.loadAllWords(i18n, ['accounts', 'common'])),
  ]).then(([pages]) => pages);
export const RegisterPage = lazyNamed(accountPages, 'RegisterPage');
export const ConfirmationPage = lazyNamed(accountPages, 'ConfirmationPage');
export const PaymentPage = lazyNamed(accountPages, 'PaymentPage');
export const RegisterCompletePage = lazyNamed(accountPages, 'RegisterCompletePage');
export const VerificationPage = lazyNamed(accountPages, 'VerificationPage');
export const RecoveryPasswordPage = lazyNamed(accountPages, 'RecoveryPasswordPage');
export const ResetPasswordPage = lazyNamed(accountPages, 'ResetPasswordPage');
export const NewPasswordPage = lazyNamed(accountPages, 'NewPasswordPage');
export const AuthErrorPage = lazyNamed(
  () => import('../../features/auth/pages/auth-error-page.tsx'),
  'AuthErrorPage',
);
export const SectionPlaceholderPage = lazyNamed(
  () => import('../pages/section-placeholder-page.tsx'),
  'SectionPlaceholderPage',
);
