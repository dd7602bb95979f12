'use client';

import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  Menu as AriaMenu,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
  type Key,
  MenuTrigger,
  type PopoverProps,
} from 'react-aria-components';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import {
  MenuChevron,
  StyledMenuItem,
  StyledMenuPopover,
  StyledMenuSection,
  StyledMenuSectionHeader,
  StyledMenuSeparator,
} from './Menu.styles';

type FocusStrategy = 'first' | 'last';

/** How long the menu stays open after the pointer leaves the trigger and the menu, in ms. */
const HOVER_CLOSE_DELAY = 150;

/**
 * Whether the last interaction was with the keyboard, so focus from a click (which opens the
 * menu anyway) is told apart from focus by Tab.
 */
let lastInteraction: 'keyboard' | 'pointer' = 'keyboard';
let isTrackingInteraction = false;
function trackInteraction() {
  if (isTrackingInteraction || typeof document === 'undefined') return;
  isTrackingInteraction = true;
  document.addEventListener('keydown', () => (lastInteraction = 'keyboard'), true);
  document.addEventListener('pointerdown', () => (lastInteraction = 'pointer'), true);
}

export type MenuButtonProps = Omit<AriaMenuTriggerProps, 'children' | 'trigger'> &
  Pick<AriaMenuProps<unknown>, 'disabledKeys'> & {
    /** Called with the `id` of the item the user chooses (items with an `href` navigate instead). */
    onAction?: (key: Key) => void;
    /** The visible content of the trigger button. */
    label: ReactNode;
    /** The items: `MenuItem`, `MenuSection` and `MenuSeparator`. */
    children: ReactNode;
    /**
     * Open while the pointer rests on the trigger or the menu, and close shortly after it leaves
     * both. A menu opened this way leaves focus on the trigger. @default false
     */
    openOnHover?: boolean;
    /**
     * Open when the trigger gets focus from the keyboard, leaving focus on the trigger: Enter or
     * ArrowDown moves into the menu, Space and Escape close it, Tab moves on and closes it.
     * @default false
     */
    openOnFocus?: boolean;
    /** The style of the trigger. @default 'tertiary' */
    variant?: ButtonVariant;
    /** @default 'md' */
    size?: ButtonSize;
    /** Where the menu opens relative to the trigger. @default 'bottom start' */
    placement?: PopoverProps['placement'];
    /** Show a chevron after the label. @default true */
    showChevron?: boolean;
    /** Disable the trigger. @default false */
    isDisabled?: boolean;
    /** The accessible name of the trigger when `label` is not text, such as an avatar. */
    'aria-label'?: string;
  };

/**
 * A button that opens a menu of actions or links (header dropdowns, row actions). Enter, Space,
 * ArrowDown and ArrowUp open it from the keyboard; arrows move between items; Escape closes it
 * and returns focus to the trigger. It can also open on hover (`openOnHover`) or on keyboard focus
 * (`openOnFocus`).
 */
export function MenuButton({
  label,
  children,
  openOnHover = false,
  openOnFocus = false,
  variant = 'tertiary',
  size = 'md',
  placement = 'bottom start',
  showChevron = true,
  isDisabled = false,
  'aria-label': ariaLabel,
  isOpen: controlledIsOpen,
  defaultOpen = false,
  onOpenChange,
  onAction,
  disabledKeys,
}: MenuButtonProps) {
  const [uncontrolledIsOpen, setUncontrolledIsOpen] = useState(defaultOpen);
  const isOpen = controlledIsOpen ?? uncontrolledIsOpen;
  // A preview is a menu opened by hover or focus: non-modal, with focus left on the trigger.
  const [isPreview, setIsPreview] = useState(false);
  // Set when a preview turns into a regular menu, to focus an item of the remounted menu.
  const [autoFocus, setAutoFocus] = useState<FocusStrategy | true | undefined>(undefined);
  const [menuKey, setMenuKey] = useState(0);
  const popoverRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // After a close, focus coming back to the trigger (restored by the menu) must not reopen it.
  const ignoreFocusRef = useRef(false);

  useEffect(() => {
    if (openOnFocus) trackInteraction();
  }, [openOnFocus]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const setOpen = (open: boolean, preview: boolean) => {
    clearTimeout(closeTimer.current);
    setIsPreview(open && preview);
    if (!open) {
      setAutoFocus(undefined);
      ignoreFocusRef.current = true;
      const stopIgnoring = () => {
        ignoreFocusRef.current = false;
        document.removeEventListener('keydown', stopIgnoring, true);
        document.removeEventListener('pointerdown', stopIgnoring, true);
      };
      document.addEventListener('keydown', stopIgnoring, true);
      document.addEventListener('pointerdown', stopIgnoring, true);
    }
    if (open === isOpen) return;
    if (controlledIsOpen === undefined) setUncontrolledIsOpen(open);
    onOpenChange?.(open);
  };

  /** Turns a preview into a regular menu and moves focus into it. */
  const enterMenu = (strategy: FocusStrategy | true) => {
    setIsPreview(false);
    setAutoFocus(strategy);
    setMenuKey((key) => key + 1);
  };

  const openPreview = () => {
    clearTimeout(closeTimer.current);
    if (!isOpen) setOpen(true, true);
  };
  const closePreviewSoon = () => {
    clearTimeout(closeTimer.current);
    if (!isPreview) return;
    closeTimer.current = setTimeout(() => setOpen(false, false), HOVER_CLOSE_DELAY);
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (isOpen && isPreview) {
      if (event.key === 'Enter' || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        // Stop the trigger from toggling the menu closed: move into it instead.
        event.preventDefault();
        enterMenu(event.key === 'ArrowUp' ? 'last' : 'first');
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false, false);
        return;
      }
    }
    // Let other handlers (and the page) see the key.
    (event as KeyboardEvent & { continuePropagation?: () => void }).continuePropagation?.();
  };

  const popoverHover = openOnHover
    ? {
        onPointerEnter: () => clearTimeout(closeTimer.current),
        onPointerLeave: closePreviewSoon,
      }
    : {};

  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={(open) => setOpen(open, false)}>
      <Button
        variant={variant}
        size={size}
        isDisabled={isDisabled}
        aria-label={ariaLabel}
        onKeyDown={onTriggerKeyDown}
        onHoverStart={openOnHover ? openPreview : undefined}
        onHoverEnd={openOnHover ? closePreviewSoon : undefined}
        onPressStart={(event) => {
          // A press on a preview keeps the menu open as a regular menu.
          if (isOpen && isPreview && event.pointerType !== 'keyboard') enterMenu(true);
        }}
        onFocus={() => {
          if (!openOnFocus || ignoreFocusRef.current || lastInteraction !== 'keyboard') return;
          openPreview();
        }}
        onBlur={(event) => {
          if (!isPreview) return;
          const to = event.relatedTarget;
          if (to instanceof Node && popoverRef.current?.contains(to)) return;
          // Close once focus has landed: closing during the blur would unmount the popover while
          // focus is nowhere, and React Aria would restore it to this trigger.
          clearTimeout(closeTimer.current);
          closeTimer.current = setTimeout(() => setOpen(false, false), 0);
        }}
      >
        {label}
        {showChevron ? (
          <MenuChevron>
            <ChevronDown aria-hidden="true" focusable="false" />
          </MenuChevron>
        ) : null}
      </Button>
      <StyledMenuPopover ref={popoverRef} placement={placement} isNonModal={isPreview} {...popoverHover}>
        <AriaMenu
          key={menuKey}
          autoFocus={isPreview ? false : autoFocus}
          onAction={onAction ? (key) => onAction(key) : undefined}
          disabledKeys={disabledKeys}
        >
          {children}
        </AriaMenu>
      </StyledMenuPopover>
    </MenuTrigger>
  );
}

export type MenuItemProps = Omit<AriaMenuItemProps, 'className' | 'style' | 'children'> & {
  children: ReactNode;
  /** 'danger' for destructive actions such as Delete. @default 'default' */
  variant?: 'default' | 'danger';
};

/** An action (`onAction`) or a link (`href`) in a menu. */
export function MenuItem({ children, variant = 'default', textValue, ...props }: MenuItemProps) {
  return (
    <StyledMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-variant={variant}
    >
      {children}
    </StyledMenuItem>
  );
}

export type MenuSectionProps = Omit<AriaMenuSectionProps<object>, 'className' | 'style' | 'children'> & {
  /** The heading of the group, also its accessible name. */
  title?: ReactNode;
  children: ReactNode;
};

/** A group of related items, with an optional heading. */
export function MenuSection({ title, children, ...props }: MenuSectionProps) {
  return (
    <StyledMenuSection {...props}>
      {title ? <StyledMenuSectionHeader>{title}</StyledMenuSectionHeader> : null}
      {children}
    </StyledMenuSection>
  );
}

/** A line between items or sections. */
export function MenuSeparator() {
  return <StyledMenuSeparator />;
}
