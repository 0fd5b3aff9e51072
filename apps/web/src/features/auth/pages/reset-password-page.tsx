import { SetPasswordForm } from '../components/set-password-form.tsx';

/** `/auth/reset-password?token=…`: a new password from the recovery e-mail's link (1 hour, once). */
export function ResetPasswordPage() {
  return <SetPasswordForm link="reset" />;
}
