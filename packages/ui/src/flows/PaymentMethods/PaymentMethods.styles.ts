'use client';

import { css, styled } from 'styled-components';
import { controlBoxCss, fieldStackCss } from '../../components/Field/Field.styles';
import { vars } from '../../theme/vars';

/**
 * Card input text size (18px). The `lg` type size is 1.125rem, 18px at the default
 * root size; the hosted fields of the real provider get the same 18px from the app's provider.
 */
export const cardInputTextSize = vars.typography.sizes.lg;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
  min-width: 0;
  color: ${vars.colors.text};
`;

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${vars.typography.sizes.xl};
  line-height: ${vars.typography.lineHeights.tight};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
`;

/** A polite status line; while empty it stays in the page (so later text is announced) but takes no room. */
export const Notice = styled.p`
  margin: 0;
  color: ${vars.colors.successText};
  &:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;

export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${vars.radii.md};
  &:focus-visible {
    outline: ${vars.sizes.focusRingWidth} solid ${vars.colors.focusRing};
    outline-offset: ${vars.sizes.focusRingWidth};
  }
`;

export const EmptyText = styled.p`
  margin: 0;
  color: ${vars.colors.textMuted};
  &:focus-visible {
    outline: ${vars.sizes.focusRingWidth} solid ${vars.colors.focusRing};
    outline-offset: ${vars.sizes.focusRingWidth};
  }
`;

/** The card fields: number on its own row, then expiry, CVC and ZIP side by side where they fit. */
export const CardFieldsGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  gap: ${vars.space.lg};
  /* As wide as the other panels' forms (the profile's), not the whole panel. */
  max-width: ${vars.sizes.formWidth};
  & > :first-child {
    grid-column: 1 / -1;
  }
  /* Inputs-mode fields are Hearth TextFields: only their text size changes. */
  & input {
    font-size: ${cardInputTextSize};
  }
`;

export const MountedField = styled.div`
  ${fieldStackCss}
`;

export const MountedLabel = styled.span`
  font-size: ${vars.typography.sizes.sm};
  font-weight: ${vars.typography.weights.semibold};
  line-height: ${vars.typography.lineHeights.tight};
`;

/** The box a provider mounts its input into; it looks like a Hearth input and rings on focus. */
export const MountTarget = styled.div`
  ${controlBoxCss}
  display: flex;
  align-items: center;
  font-size: ${cardInputTextSize};
  & > iframe,
  & > div,
  & > input {
    flex: 1;
    width: 100%;
    min-width: 0;
  }
  & input {
    border: none;
    background: transparent;
    color: inherit;
    font: inherit;
    outline: none;
    padding: 0;
  }
  &:focus-within {
    outline: ${vars.sizes.focusRingWidth} solid ${vars.colors.focusRing};
    outline-offset: ${vars.sizes.focusRingWidth};
  }
  &[data-invalid] {
    border-color: ${vars.colors.danger};
  }
`;

const errorText = css`
  margin: 0;
  font-size: ${vars.typography.sizes.sm};
  line-height: ${vars.typography.lineHeights.normal};
  color: ${vars.colors.danger};
`;

/** A mounted field's provider message; kept in the page while empty so `aria-describedby` resolves. */
export const MountedError = styled.span`
  ${errorText}
  &:empty {
    display: none;
  }
`;

/** The card provider's reason for refusing the card, under the fields. */
export const ProviderError = styled.p`
  ${errorText}
  margin: 0;
`;

export const CrashDetail = styled.span`
  display: block;
`;

/** One card per account: what saving a new one does to the saved one, above the card fields. */
export const ReplaceNote = styled.p`
  margin: 0;
  font-size: ${vars.typography.sizes.md};
  line-height: ${vars.typography.lineHeights.normal};
  color: ${vars.colors.text};
`;
ReplaceNote.displayName = 'ReplaceNote';
