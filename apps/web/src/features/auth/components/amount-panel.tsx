import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

/** An amount to pay, set apart in the primary colour: what it is, the amount, and notes under it. */
export function AmountPanel({
  label,
  amount,
  fontSize,
  panelTestId,
  amountTestId,
  children,
}: {
  label: string;
  amount: string;
  fontSize: number;
  panelTestId?: string;
  amountTestId?: string;
  children?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      gap={4}
      style={{
        padding: '12px 16px',
        borderRadius: token.borderRadiusLG,
        background: token.colorPrimaryBg,
        border: `1px solid ${token.colorPrimaryBorder}`,
      }}
      data-testid={panelTestId}
    >
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <span style={{ color: token.colorTextSecondary }}>{label}</span>
        <strong style={{ fontSize, color: token.colorTextHeading }} data-testid={amountTestId}>
          {amount}
        </strong>
      </Flex>
      {children}
    </Flex>
  );
}
