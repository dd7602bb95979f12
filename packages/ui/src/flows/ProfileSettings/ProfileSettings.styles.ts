import type { AddressSuggestion } from '@hearth/machines';
import { ComboBox, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { disabledText, focusRing, focusRingInset, popoverSurface } from '../../components/shared/styles';
import { fieldErrorTextCss, fieldStackCss } from '../../components/TextField/TextField.styles';

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
`;
SectionHeading.displayName = 'ProfileSectionHeading';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.formWidth};
`;
Section.displayName = 'ProfileSection';

/** Two fields side by side on wide screens, stacked on narrow ones. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;
FieldRow.displayName = 'ProfileFieldRow';

/** The field rows of one saved part (name, phone, email, address) and that part's save error. */
export const PartGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
PartGroup.displayName = 'ProfilePartGroup';

export const AddressFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;
AddressFieldset.displayName = 'AddressFieldset';

export const AddressLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;
AddressLegend.displayName = 'AddressLegend';

/** A part's save failure, in the field error's colour, with its icon. */
export const PartErrorText = styled.div`
  ${fieldErrorTextCss}
`;
PartErrorText.displayName = 'ProfilePartError';

export const SavedText = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.successText};
  outline: none;

  &:focus-visible {
    ${focusRing}
  }
  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconSize.md};
    height: ${({ theme }) => theme.sizes.iconSize.md};
  }
`;
SavedText.displayName = 'ProfileSaved';

export const Footer = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderSubtle};
`;
Footer.displayName = 'ProfileFooter';

export const StyledComboBox = styled(ComboBox<AddressSuggestion>)`
  ${fieldStackCss}
`;
StyledComboBox.displayName = 'StreetAddressComboBox';

export const SuggestionPopover = styled(Popover)`
  width: var(--trigger-width);
  ${popoverSurface}
`;
SuggestionPopover.displayName = 'SuggestionPopover';

/** Spec 02 §9: the autocomplete list is at most 40% of the viewport high; it scrolls beyond. */
export const SuggestionList = styled(ListBox<AddressSuggestion>)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  max-height: 40vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space.xs};
  outline: none;
`;
SuggestionList.displayName = 'SuggestionList';

export const SuggestionItem = styled(ListBoxItem<AddressSuggestion>)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.controlHeight.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  outline: none;

  &[data-hovered],
  &[data-focused] {
    background: ${({ theme }) => theme.colors.surfaceSubtle};
  }
  &[data-focus-visible] {
    ${focusRingInset}
  }
  &[data-disabled] {
    ${disabledText}
  }
`;
SuggestionItem.displayName = 'SuggestionItem';
