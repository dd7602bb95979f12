'use client';

import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { PressEvent } from 'react-aria-components';
import { flushSync } from 'react-dom';
import { Icon } from '../../components/Icon';
import { ChevronDown } from '../../components/Icon/icons';
import { useWebHref } from './href';
import { lastInteractionWasKeyboard, trackInteraction } from './interaction';
import { Chevron, DropdownRoot, Panel, ToggleButton, TopLink } from './NavDropdown.styles';
import { useNavDropdownGroup } from './NavDropdownGroup';

/** How long a hover-opened panel stays after the pointer leaves the item, in ms. */
export const HOVER_CLOSE_DELAY = 150;

/**
 * `closed`; `preview`: shown by hover or keyboard focus, Tab from the trigger skips the panel;
 * `open`: opened by a press (Enter, Space, click) or ArrowDown, Tab walks into the panel.
 */
type Mode = 'closed' | 'preview' | 'open';

export type NavDropdownProps = {
  /** The visible text of the trigger, such as 'Moving'. */
  label: string;
  /** The panel's content: `NavPanelSection`s of `NavPanelLink`s, or anything else. */
  children: ReactNode;
  /**
   * Makes `label` a link to this site path (prefixed with the web base address), followed by an
   * icon-only button that toggles the panel.
   */
  href?: string;
  /** The accessible name of the icon-only toggle when `href` is set. @default `More ${label} links` */
  toggleLabel?: string;
  /** `narrow` hangs under the trigger; `wide` spans the header bar. @default 'narrow' */
  size?: 'narrow' | 'wide';
  /** Which edge of the trigger a narrow panel lines up with. @default 'start' */
  align?: 'start' | 'end';
  /** Start open, as if pressed (for previews and stories). @default false */
  defaultOpen?: boolean;
  /** Called with `true` when the panel shows and `false` when it hides. */
  onOpenChange?: (isOpen: boolean) => void;
};

/**
 * A header dropdown following the ARIA disclosure navigation pattern: a button with
 * `aria-expanded` controls a panel of links that follows it. It opens while the pointer rests on
 * it and when the trigger gets keyboard focus; Enter and Space toggle it; ArrowDown opens it and
 * moves to the first link; Escape closes it and returns focus to the trigger; it closes when focus
 * leaves it, on a press outside and when one of its links is chosen. Opened by focus, Tab from the trigger moves on past the panel;
 * opened by a press, Tab walks through its links.
 */
export function NavDropdown({
  label,
  children,
  href,
  toggleLabel = `More ${label} links`,
  size = 'narrow',
  align = 'start',
  defaultOpen = false,
  onOpenChange,
}: NavDropdownProps) {
  const id = useId();
  const panelId = `${id}-panel`;
  const webHref = useWebHref();
  const group = useNavDropdownGroup();
  const [mode, setModeState] = useState<Mode>(defaultOpen ? 'open' : 'closed');
  const modeRef = useRef(mode);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Set while focus is moved back to the trigger by code, so that focus does not reopen the panel.
  const isRestoringFocus = useRef(false);
  const isExpanded = mode !== 'closed';
  // The panel's links are rendered when it first opens, and kept: a header whose panels stay
  // closed (most page views) renders, hydrates and styles none of its 100-odd links.
  const [hasOpened, setHasOpened] = useState(isExpanded);
  if (isExpanded && !hasOpened) setHasOpened(true);

  const setMode = useCallback(
    (next: Mode, sync = false) => {
      clearTimeout(closeTimer.current);
      const previous = modeRef.current;
      if (previous === next) return;
      modeRef.current = next;
      if (sync) flushSync(() => setModeState(next));
      else setModeState(next);
      if (next !== 'closed') group?.opened(id);
      if ((previous === 'closed') !== (next === 'closed')) onOpenChangeRef.current?.(next !== 'closed');
    },
    [group, id],
  );

  useEffect(() => trackInteraction(), []);
  useEffect(() => group?.register(id, () => setMode('closed')), [group, id, setMode]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // A press anywhere outside closes it.
  useEffect(() => {
    if (!isExpanded) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setMode('closed');
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [isExpanded, setMode]);

  const focusTrigger = () => {
    isRestoringFocus.current = true;
    toggleRef.current?.focus();
    isRestoringFocus.current = false;
  };

  const focusFirstLink = () => {
    panelRef.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
  };

  const onTriggerFocus = () => {
    if (isRestoringFocus.current || !lastInteractionWasKeyboard()) return;
    if (modeRef.current === 'closed') setMode('preview');
  };

  const onTogglePress = (event: PressEvent) => {
    const current = modeRef.current;
    // A click on a panel the pointer already opened keeps it open.
    if (current === 'preview' && event.pointerType !== 'keyboard' && event.pointerType !== 'virtual') {
      setMode('open');
      return;
    }
    setMode(current === 'closed' ? 'open' : 'closed');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as Node;
    const inPanel = panelRef.current?.contains(target) ?? false;
    if (event.key === 'Escape' && modeRef.current !== 'closed') {
      event.preventDefault();
      event.stopPropagation();
      if (inPanel || target === toggleRef.current) focusTrigger();
      setMode('closed');
    } else if (event.key === 'ArrowDown' && !inPanel) {
      event.preventDefault();
      setMode('open', true);
      focusFirstLink();
    } else if (event.key === 'Tab' && !event.shiftKey && target === toggleRef.current) {
      // Opened by focus: hide the panel before the browser moves focus, so Tab skips its links.
      if (modeRef.current === 'preview') setMode('closed', true);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    // Focus that goes nowhere (a click on the panel's padding, another window) keeps it open.
    if (!(to instanceof Node) || rootRef.current?.contains(to)) return;
    setMode('closed');
  };

  // Choosing a link closes the panel, which matters when a client-side router keeps the page.
  // In the capture phase: React Aria stops the click from bubbling out of a link.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link && panelRef.current?.contains(link)) setMode('closed');
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    if (modeRef.current === 'closed') setMode('preview');
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || modeRef.current !== 'preview') return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      if (modeRef.current === 'preview') setMode('closed');
    }, HOVER_CLOSE_DELAY);
  };

  const chevron = (
    <Chevron>
      <Icon as={ChevronDown} size="sm" />
    </Chevron>
  );

  return (
    <DropdownRoot
      ref={rootRef}
      data-size={size}
      data-expanded={isExpanded || undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onClickCapture={onClick}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {href ? (
        <>
          <TopLink href={webHref(href)} onFocus={onTriggerFocus}>
            {label}
          </TopLink>
          <ToggleButton
            ref={toggleRef}
            aria-label={toggleLabel}
            aria-expanded={isExpanded}
            aria-controls={panelId}
            onFocus={onTriggerFocus}
            onPress={onTogglePress}
            data-icon-only=""
          >
            {chevron}
          </ToggleButton>
        </>
      ) : (
        <ToggleButton
          ref={toggleRef}
          aria-expanded={isExpanded}
          aria-controls={panelId}
          onFocus={onTriggerFocus}
          onPress={onTogglePress}
        >
          {label}
          {chevron}
        </ToggleButton>
      )}
      <Panel ref={panelRef} id={panelId} hidden={!isExpanded} data-size={size} data-align={align}>
        {hasOpened ? children : null}
      </Panel>
    </DropdownRoot>
  );
}
