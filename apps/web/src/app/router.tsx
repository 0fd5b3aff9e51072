import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LOGIN_PATH } from '../lib/paths.ts';
import { HomeRedirect } from './guards/home-redirect.tsx';
import { PublicOnlyRoute } from './guards/public-only-route.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { RouterErrorPage } from './router-error-page.tsx';
import { AppPagePart } from './routes/app-page-part.tsx';
import { APP_PAGES, LIGHT_PAGES } from './routes/app-pages.ts';
import {
  AppLayout,
  AuthErrorPage,
  BlankLayout,
  ConfirmationPage,
  LightLayout,
  LoginPage,
  NewPasswordPage,
  PaymentPage,
  RecoveryPasswordPage,
  RegisterCompletePage,
  RegisterPage,
  ResetPasswordPage,
  SetupPage,
  TermsPage,
  VerificationPage,
} from './routes/lazy-parts.ts';
import { Part } from './routes/part.tsx';

const toLogin = <Navigate to={LOGIN_PATH} replace />;
const loginPage = (
  <Part name="loginPage">
    <LoginPage />
  </Part>
);
const authPage = (Page: ComponentType) => (
  <Part name="authPage">
    <Page />
  </Part>
);

/** The route tree of docs/product.md §5; every guard and redirect rule is here or in `guards/`. */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouterErrorPage />,
    children: [
      // `/` goes home; without a session, home sends to the login page.
      { index: true, element: <Navigate to="/app" replace /> },
      {
        path: 'auth',
        element: <PublicOnlyRoute />,
        children: [
          {
            // In the entry chunk: drawn without Ant Design, it is a few hundred bytes, and loading it
            // apart would cost the login page a round trip.
            element: <AuthLayout />,
            children: [
              { index: true, element: toLogin },
              { path: 'login', element: loginPage },
              { path: 'register', element: <Navigate to="/auth/register/basic" replace /> },
              { path: 'register/:plan', element: authPage(RegisterPage) },
              { path: 'confirmation/:id', element: authPage(ConfirmationPage) },
              // Also open to the owner's session after the e-mail is verified (route-decisions.ts).
              { path: 'payment/:id', element: authPage(PaymentPage) },
              { path: 'register-complete', element: authPage(RegisterCompletePage) },
              { path: 'verification', element: authPage(VerificationPage) },
              { path: 'new-password', element: authPage(NewPasswordPage) },
              { path: 'recovery-password', element: authPage(RecoveryPasswordPage) },
              { path: 'reset-password', element: authPage(ResetPasswordPage) },
              // The first admin of an install without users, with the code the server printed.
              { path: 'setup', element: authPage(SetupPage) },
              // The terms the sign-up form links to (opened in a tab of its own).
              { path: 'terms', element: authPage(TermsPage) },
              // Any other /auth/* is the login page.
              { path: '*', element: toLogin },
            ],
          },
          {
            element: (
              <Part name="authLayout" fullScreen>
                <BlankLayout />
              </Part>
            ),
            children: [
              {
                path: 'error-page-1',
                element: (
                  <Part name="authPage">
                    <AuthErrorPage />
                  </Part>
                ),
              },
            ],
          },
        ],
      },
      {
        // Where sign-out lands: the login page, unless a session exists.
        path: 'app/login',
        element: <PublicOnlyRoute />,
        children: [
          {
            element: <AuthLayout />,
            children: [{ index: true, element: loginPage }],
          },
        ],
      },
      {
        path: 'app',
        element: <RequireAuth />,
        children: [
          // The company step and the driver's page: brand, language and sign-out only.
          ...LIGHT_PAGES.map((page) => ({
            path: page.path,
            element: (
              <Part name="lightLayout" fullScreen>
                <LightLayout />
              </Part>
            ),
            // The company step also opens to a sign-up token, which loads no user to check against.
            children: [
              {
                index: true,
                element: <AppPagePart page={page} guarded={page.key !== 'companiesAdd'} />,
              },
            ],
          })),
          {
            element: (
              <Part name="appLayout" fullScreen>
                <AppLayout />
              </Part>
            ),
            children: [
              { index: true, element: <HomeRedirect /> },
              { path: 'list', element: <HomeRedirect /> },
              ...APP_PAGES.map((page) => ({ path: page.path, element: <AppPagePart page={page} /> })),
            ],
          },
        ],
      },
      // Unknown paths go to the login page, which sends a signed-in user home.
      { path: '*', element: toLogin },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
