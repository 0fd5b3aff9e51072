import { COLOURS, type Colour } from '@recolecta/shared/containers';
import { Flex } from 'antd';
import { useLabels } from './use-labels.ts';

/** Swatches of the catalog colours; the border keeps white and transparent visible on a white page. */
const SWATCHES: Record<Colour, string> = {
  red: '#d92d20',
  yellow: '#fac515',
  white: '#ffffff',
  black: '#1f1f1f',
  green: '#16a34a',
  blue: '#2563eb',
  grey: '#98a2b3',
  transparent: 'repeating-conic-gradient(#d0d5dd 0% 25%, #ffffff 0% 50%) 50% / 6px 6px',
};

export function ColourDot({ colour }: { colour: Colour }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        flex: 'none',
        width: 12,
        height: 12,
        borderRadius: '50%',
        background: SWATCHES[colour],
        boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.25)',
      }}
    />
  );
}

/** A colour as a dot and its name in the current language; an empty value is a dash. */
export function ColourLabel({ colour }: { colour: Colour | null | undefined }) {
  const { value } = useLabels('common');
  if (!colour) return <span>—</span>;
  return (
    <Flex gap={6} align="center" component="span" data-colour={colour}>
      <ColourDot colour={colour} />
      <span>{value('colour', colour)}</span>
    </Flex>
  );
}

/** Select options of the catalog colours, each with its dot; `title` keeps them findable by name. */
export function useColourOptions() {
  const { value } = useLabels('common');
  return COLOURS.map((colour) => ({
    value: colour,
    title: value('colour', colour),
    label: <ColourLabel colour={colour} />,
  }));
}
