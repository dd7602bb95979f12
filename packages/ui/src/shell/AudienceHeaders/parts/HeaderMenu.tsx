'use client';

import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { MenuButton, type MenuButtonProps } from '../../../components/Menu';

const Wrapper = styled.span`
  display: contents;
`;
Wrapper.displayName = 'HeaderMenu';

export type HeaderMenuProps = Omit<MenuButtonProps, 'openOnHover' | 'openOnFocus'>;

/**
 * A header dropdown: a `MenuButton` that opens on hover and on keyboard focus (Space toggles,
 * Escape closes, arrows move). It also makes sure that a menu closed while focus was inside it
 * gives focus back to its trigger: `MenuButton` returns focus to wherever it was when the menu
 * first appeared, which is nowhere for a menu shown by hover and then clicked open.
 */
export function HeaderMenu({ onOpenChange, ...props }: HeaderMenuProps) {
  const wrapper = useRef<HTMLSpanElement>(null);
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onClose = () => {
    const trigger = wrapper.current?.querySelector('button');
    const menuId = trigger?.getAttribute('aria-controls');
    const menu = menuId ? document.getElementById(menuId) : null;
    // Still mounted at this point: was focus inside the menu as it closed?
    if (!trigger || !menu?.contains(document.activeElement)) return;
    // Let the menu unmount and React Aria restore focus first (it does so in an animation frame).
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      frame.current = requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active === null || active === document.body) trigger.focus();
      });
    });
  };

  return (
    <Wrapper ref={wrapper}>
      <MenuButton
        {...props}
        openOnHover
        openOnFocus
        onOpenChange={(open) => {
          if (!open) onClose();
          onOpenChange?.(open);
        }}
      />
    </Wrapper>
  );
}
