import { SetPasswordForm } from '../components/set-password-form.tsx';

/** `/auth/new-password?token=…`: an invited user's first password (the link lasts 72 hours, once). */
export function NewPasswordPage() {
  return <SetPasswordForm link="invitation" />;
}
