import styled, { css, type DefaultTheme } from 'styled-components';
import { controlBoxCss, fieldStackCss } from '../../components/TextField/TextField.styles';

/**
 * Card input text size (spec 02 §9: 18px). The `lg` type size is 1.125rem, 18px at the default
 * root size; the hosted fields of the real provider get the same 18px from the app's provider.
 */
export const cardInputTextSize = ({ theme }: { theme: DefaultTheme }) => theme.typography.sizes.lg;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
`;

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

/** A polite status line; while empty it stays in the page (so later text is announced) but takes no room. */
export const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.successText};
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
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focusRing}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRingWidth};
  }
`;

export const EmptyText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  &:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focusRing}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRingWidth};
  }
`;

export const CardRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.borderSubtle}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const CardSummary = styled.div`
  display: flex;
  flex: 1 1 12rem;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const BrandMark = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  & > svg {
    width: ${({ theme }) => theme.sizes.iconSize.lg};
    height: ${({ theme }) => theme.sizes.iconSize.lg};
  }
`;

export const CardText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const CardName = styled.span`
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

export const CardExpiry = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const RowError = styled.div`
  flex-basis: 100%;
`;

/** The card fields: number on its own row, then expiry, CVC and ZIP side by side where they fit. */
export const CardFieldsGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
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
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
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
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focusRing}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRingWidth};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const errorText = css`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  color: ${({ theme }) => theme.colors.danger};
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
