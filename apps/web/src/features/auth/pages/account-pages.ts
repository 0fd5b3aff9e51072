/**
 * The public account pages, loaded as one chunk: sign-up runs through register, confirmation, payment
 * and completion in a row, and the password pages are small, so one download serves the whole flow
 * without a spinner between steps. None of it is part of the login page's download.
 */
export { ConfirmationPage } from './confirmation-page.tsx';
export { NewPasswordPage } from './new-password-page.tsx';
export { PaymentPage } from './payment-page.tsx';
export { RecoveryPasswordPage } from './recovery-password-page.tsx';
export { RegisterCompletePage } from './register-complete-page.tsx';
export { RegisterPage } from './register-page.tsx';
export { ResetPasswordPage } from './reset-password-page.tsx';
export { SetupPage } from './setup-page.tsx';
export { TermsPage } from './terms-page.tsx';
export { VerificationPage } from './verification-page.tsx';
