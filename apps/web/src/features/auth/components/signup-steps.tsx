import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';

const STEPS = ['account', 'email', 'payment', 'profile'] as const;
export type SignupStep = (typeof STEPS)[number];

/** Where the owner is in the sign-up of docs/product.md §2: account, e-mail code, payment, company profile. */
export function SignupSteps({ current }: { current: SignupStep }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('accounts:common.steps.label')}>
      <Steps
        size="small"
        orientation="horizontal"
        responsive={false}
        titlePlacement="vertical"
        current={STEPS.indexOf(current)}
        items={STEPS.map((step) => ({ title: t(`accounts:common.steps.${step}`) }))}
      />
    </nav>
  );
}
