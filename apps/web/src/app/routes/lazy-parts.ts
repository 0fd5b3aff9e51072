import { lazyNamed } from '../../components/lazy-named.ts';

// Each layout and page is its own chunk, so the login page loads only what it shows (PRODUCT §5).
export const AuthLayout = lazyNamed(() => import('../layouts/auth-layout.tsx'), 'AuthLayout');
export const AppLayout = lazyNamed(() => import('../layouts/app-layout.tsx'), 'AppLayout');
export const LightLayout = lazyNamed(() => import('../layouts/light-layout.tsx'), 'LightLayout');
export const BlankLayout = lazyNamed(() => import('../layouts/blank-layout.tsx'), 'BlankLayout');

export const LoginPage = lazyNamed(() => import('../../features/auth/pages/login-page.tsx'), 'LoginPage');
export const AuthPlaceholderPage = lazyNamed(
  () => import('../../features/auth/pages/auth-placeholder-page.tsx'),
  'AuthPlaceholderPage',
);
export const AuthErrorPage = lazyNamed(
  () => import('../../features/auth/pages/auth-error-page.tsx'),
  'AuthErrorPage',
);
export const SectionPlaceholderPage = lazyNamed(
  () => import('../pages/section-placeholder-page.tsx'),
  'SectionPlaceholderPage',
);
