import { useTranslation } from 'react-i18next';
import { BRAND } from '../theme/brand.ts';

/** The Recolecta mark: a leaf in a collection loop, drawn inline so it costs no request. */
function BrandMark({ size }: { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      <circle cx="16" cy="16" r="15" fill={BRAND.primaryColor} stroke="#ffffff" strokeWidth="1.2" />
      <path d="M9 19c0-6 5-10 14-10-1 8-5 13-11 13-1 0-2 0-3-1z" fill="#ffffff" />
      <path
        d="M10 22c3-4 6-7 10-9"
        stroke={BRAND.primaryColor}
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function BrandLogo({
  compact = false,
  size = 32,
  textColour,
}: {
  compact?: boolean;
  size?: number;
  textColour?: string;
}) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10, minWidth: 0 }}>
      <BrandMark size={size} />
      {compact ? null : (
        <span
          style={{
            fontSize: Math.round(size * 0.62),
            fontWeight: 700,
            letterSpacing: '0.01em',
            color: textColour ?? 'var(--lt-heading)',
            whiteSpace: 'nowrap',
            lineHeight: 1,
          }}
        >
          {t('app.name')}
        </span>
      )}
    </span>
  );
}
