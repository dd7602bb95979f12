'use client';

import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import type { DialogProps as AriaDialogProps, DialogRenderProps } from 'react-aria-components';
import {
  DialogBody,
  DialogCloseButton,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  StyledDialog,
} from './Modal.styles';

export type DialogProps = Omit<AriaDialogProps, 'children' | 'className' | 'style'> & {
  /** The visible title; it also names the dialog for screen readers. */
  title: ReactNode;
  /** The body. A function receives `{ close }` to close the dialog from inside. */
  children: ReactNode | ((opts: DialogRenderProps) => ReactNode);
  /**
   * Actions shown at the bottom, such as Cancel and Save. A `Button` with `slot="close"` closes
   * the dialog. A function receives `{ close }`.
   */
  footer?: ReactNode | ((opts: DialogRenderProps) => ReactNode);
  /** Show an icon-only close button in the header. @default true */
  showCloseButton?: boolean;
  /** The accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** The heading level of the title. @default 2 */
  titleLevel?: 1 | 2 | 3 | 4 | 5 | 6;
};

/** The props that `Modal` and `Drawer` hand on to their `Dialog`. */
type DialogContentKey = 'title' | 'children' | 'footer' | 'showCloseButton' | 'closeLabel' | 'titleLevel';

/** Splits the props of a `Modal` or `Drawer` into those of its `Dialog` and those of its overlay. */
export function splitDialogProps<P extends Pick<DialogProps, DialogContentKey>>({
  title,
  children,
  footer,
  showCloseButton,
  closeLabel,
  titleLevel,
  ...overlayProps
}: P): [Pick<DialogProps, DialogContentKey>, Omit<P, DialogContentKey>] {
  return [{ title, children, footer, showCloseButton, closeLabel, titleLevel }, overlayProps];
}

/** Whether the element scrolls, so it can be made reachable from the keyboard. */
function useIsScrollable(ref: RefObject<HTMLElement | null>) {
  const [isScrollable, setIsScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setIsScrollable(element.scrollHeight > element.clientHeight);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return isScrollable;
}

/**
 * The content of a modal or drawer: a title that names it, a scrolling body, an optional footer
 * of actions and a close button. Render it inside `Modal`, `Drawer` or a `Popover`.
 */
export function Dialog({
  title,
  children,
  footer,
  showCloseButton = true,
  closeLabel = 'Close',
  titleLevel = 2,
  ...props
}: DialogProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  // A body that scrolls must be focusable so keyboard users can scroll it.
  const isScrollable = useIsScrollable(bodyRef);
  return (
    <StyledDialog {...props}>
      {(renderProps) => (
        <>
          <DialogHeader>
            <DialogTitle slot="title" level={titleLevel}>
              {title}
            </DialogTitle>
            {showCloseButton ? (
              <DialogCloseButton slot="close" aria-label={closeLabel}>
                <X aria-hidden="true" focusable="false" />
              </DialogCloseButton>
            ) : null}
          </DialogHeader>
          <DialogBody ref={bodyRef} tabIndex={isScrollable ? 0 : undefined}>
            {typeof children === 'function' ? children(renderProps) : children}
          </DialogBody>
          {footer ? (
            <DialogFooter>{typeof footer === 'function' ? footer(renderProps) : footer}</DialogFooter>
          ) : null}
        </>
      )}
    </StyledDialog>
  );
}
