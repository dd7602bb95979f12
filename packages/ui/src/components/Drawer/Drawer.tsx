'use client';

import type { ModalOverlayProps } from 'react-aria-components';
import { Dialog, type DialogProps, splitDialogProps } from '../Modal/Dialog';
import { StyledDrawer, StyledDrawerOverlay } from './Drawer.styles';

export type DrawerProps = Omit<ModalOverlayProps, 'children' | 'className' | 'style'> &
  Pick<DialogProps, 'title' | 'children' | 'showCloseButton' | 'closeLabel' | 'titleLevel'> & {
    /**
     * Actions pinned to the bottom of the sheet, such as Delete and Cancel. A `Button` with
     * `slot="close"` closes the drawer; a function receives `{ close }`.
     */
    footer?: DialogProps['footer'];
    /** Close the drawer when the user clicks the dimmed page beside it. @default true */
    isDismissable?: boolean;
    /** Use 'alertdialog' when the drawer asks for a decision. @default 'dialog' */
    role?: 'dialog' | 'alertdialog';
  };

/**
 * A modal sheet that slides in from the right (`theme.sizes.drawerWidth` wide, the full width on
 * small screens) with a title, a close button and a footer for actions. Escape closes it, focus
 * is trapped inside and returns to the trigger. Open it from a `ModalTrigger` or with `isOpen`.
 */
export function Drawer({ isDismissable = true, role = 'dialog', ...props }: DrawerProps) {
  const [dialogProps, overlayProps] = splitDialogProps(props);
  return (
    <StyledDrawerOverlay {...overlayProps} isDismissable={isDismissable}>
      <StyledDrawer>
        <Dialog role={role} {...dialogProps} />
      </StyledDrawer>
    </StyledDrawerOverlay>
  );
}
