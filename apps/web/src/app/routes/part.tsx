import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPart } from '../../components/lazy-part.tsx';
import type { Messages } from '../../i18n/messages/es.ts';

type PartName = Exclude<keyof Messages['parts'], 'section'>;

/** A lazy layout or page in the route tree, named for the message shown if its chunk fails. */
export function Part({
  name,
  fullScreen = false,
  children,
}: {
  name: PartName;
  fullScreen?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <LazyPart part={t(`parts.${name}`)} fullScreen={fullScreen}>
      {children}
    </LazyPart>
  );
}
