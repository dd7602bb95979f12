'use client';

import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import { BannerContent, BannerDismissButton, BannerLink, BannerTitle, StyledBanner } from './Banner.styles';

export type BannerVariant = 'info' | 'success' | 'warning' | 'error';

export type BannerAction = Pick<AriaLinkProps, 'href' | 'onPress' | 'target' | 'rel'> & {
  /** The link text, such as 'Click here to refresh the page.' */
  label: string;
};

export type BannerProps = {
  /** The message. */
  children: ReactNode;
  /** An optional bold line before the message, such as 'Maintenance in Progress'. */
  title?: ReactNode;
  /**
   * The colour and icon. 'error' is announced at once (`role="alert"`); the others politely
   * (`role="status"`). @default 'info'
   */
  variant?: BannerVariant;
  /** A link after the message: an `href` to navigate or an `onPress` to run. */
  action?: BannerAction;
  /** Show a 'Dismiss' button that hides the banner. @default false */
  isDismissible?: boolean;
  /** The accessible name of the dismiss button. @default 'Dismiss' */
  dismissLabel?: string;
  /** Hide the banner by itself after this many milliseconds (10000 for the unsubscribe banner). */
  timeout?: number;
  /** Called when the banner hides, by its dismiss button or its timeout. */
  onDismiss?: () => void;
};

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert } as const;

/** A message across the page: page expired, maintenance, saved... Optionally dismissible. */
export function Banner({
  children,
  title,
  variant = 'info',
  action,
  isDismissible = false,
  dismissLabel = 'Dismiss',
  timeout,
  onDismiss,
}: BannerProps) {
  const [isDismissed, setIsDismissed] = useState(false);
  const dismiss = () => {
    setIsDismissed(true);
    onDismiss?.();
  };
  // An effect event sees the latest `onDismiss` without restarting the timeout when it changes.
  const dismissAfterTimeout = useEffectEvent(dismiss);

  useEffect(() => {
    if (timeout === undefined || isDismissed) return;
    const id = setTimeout(() => dismissAfterTimeout(), timeout);
    return () => clearTimeout(id);
  }, [timeout, isDismissed]);

  if (isDismissed) return null;
  const Icon = icons[variant];
  const { label, ...linkProps } = action ?? { label: '' };

  return (
    <StyledBanner role={variant === 'error' ? 'alert' : 'status'} data-variant={variant}>
      <Icon aria-hidden="true" focusable="false" />
      <BannerContent>
        {title ? <BannerTitle>{title}</BannerTitle> : null}
        {children}
        {action ? (
          <>
            {' '}
            <BannerLink {...linkProps}>{label}</BannerLink>
          </>
        ) : null}
      </BannerContent>
      {isDismissible ? (
        <BannerDismissButton aria-label={dismissLabel} onPress={dismiss}>
          <X aria-hidden="true" focusable="false" />
        </BannerDismissButton>
      ) : null}
    </StyledBanner>
  );
}
