import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../lib/chunk-load-error.ts';
import { LightButton } from './light/light-button.tsx';
import { StatusMessage } from './status-message.tsx';

function ChunkErrorMessage({ part }: { part: string }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      tone="warning"
      title={t('errors.chunkTitle', { part })}
      description={t('errors.chunkDescription')}
      testId="chunk-error"
      actions={
        <LightButton variant="primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </LightButton>
      }
    />
  );
}

interface Props {
  /** What failed, as the user should read it ("the sign-in page"). */
  part: string;
  children: ReactNode;
}

/**
 * Catches a lazy part that could not be fetched and offers a reload. Any other error passes on to the
 * router's error page, so real bugs are not dressed up as connection trouble.
 */
export class ChunkErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ChunkLoadError) return <ChunkErrorMessage part={this.props.part} />;
    throw error;
  }
}
