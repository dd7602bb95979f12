'use client';

import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Spinner } from '../Spinner';
import {
  LoadingContent,
  LoadingMessage,
  LoadingPanel,
  LoadingRoot,
  LoadingTitle,
  StyledLoadingOverlay,
} from './LoadingOverlay.styles';

export type LoadingOverlayProps = {
  /** The content the overlay covers. It is `aria-busy` and inert while loading. */
  children?: ReactNode;
  /** Show the overlay. @default true */
  isLoading?: boolean;
  /** An optional heading under the spinner, such as 'Saving your project'. */
  title?: ReactNode;
  /** An optional line of detail under the title. */
  message?: ReactNode;
  /** What is loading, read by screen readers and announced when loading starts. @default 'Loading' */
  label?: string;
  /** Cover the whole viewport instead of the content, while the app waits. @default false */
  fullscreen?: boolean;
};

/**
 * Covers content (or the whole screen) with a spinner and an optional title and message while
 * it loads. The covered content is `aria-busy` and cannot be reached; the label is announced.
 */
export function LoadingOverlay({
  children,
  isLoading = true,
  title,
  message,
  label = 'Loading',
  fullscreen = false,
}: LoadingOverlayProps) {
  const hasText = Boolean(title || message);
  return (
    <LoadingRoot>
      <LoadingContent aria-busy={isLoading} inert={isLoading || undefined}>
        {children}
      </LoadingContent>
      {isLoading ? (
        <StyledLoadingOverlay data-fullscreen={fullscreen || undefined}>
          <LoadingPanel data-has-text={hasText || undefined}>
            <Spinner size="lg" label={label} />
            {title ? <LoadingTitle>{title}</LoadingTitle> : null}
            {message ? <LoadingMessage>{message}</LoadingMessage> : null}
          </LoadingPanel>
        </StyledLoadingOverlay>
      ) : null}
      {/* Outside the busy content, which would hold back its announcements. */}
      <VisuallyHidden>
        <span role="status">{isLoading ? label : ''}</span>
      </VisuallyHidden>
    </LoadingRoot>
  );
}
