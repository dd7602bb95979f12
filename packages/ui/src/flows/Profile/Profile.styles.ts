'use client';

import type { AddressSuggestion } from '@hearth/machines';
import { ComboBox, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { styled } from 'styled-components';
import { fieldErrorTextCss, fieldStackCss } from '../../components/Field/Field.styles';
import { disabledText, focusRing, focusRingInset, popoverSurface } from '../../components/shared/styles';
import { vars } from '../../theme/vars';

/** Two fields side by side on wide screens, stacked on narrow ones: the form parts' pair. */
export { FieldPair as FieldRow } from '../shared/authForm.styles';

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${vars.typography.sizes.xl};
  font-weight: ${vars.typography.weights.semibold};
  line-height: ${vars.typography.lineHeights.tight};
  color: ${vars.colors.text};
`;
SectionHeading.displayName = 'ProfileSectionHeading';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
  max-width: ${vars.sizes.formWidth};
`;
Section.displayName = 'ProfileSection';

/** The field rows of one saved part (name, phone, email, address) and that part's save error. */
export const PartGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
`;
PartGroup.displayName = 'ProfilePartGroup';

export const AddressFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;
AddressFieldset.displayName = 'AddressFieldset';

export const AddressLegend = styled.legend`
  padding: 0;
  margin-bottom: ${vars.space.lg};
  font-size: ${vars.typography.sizes.lg};
  font-weight: ${vars.typography.weights.semibold};
  color: ${vars.colors.text};
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
  gap: ${vars.space.xs};
  color: ${vars.colors.successText};
  outline: none;

  &:focus-visible {
    ${focusRing}
  }
  svg {
    flex: none;
    width: ${vars.sizes.iconSize.md};
    height: ${vars.sizes.iconSize.md};
  }
`;
SavedText.displayName = 'ProfileSaved';

export const Footer = styled.div`
  padding-top: ${vars.space.lg};
  border-top: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
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

/** The autocomplete list is at most 40% of the viewport high; it scrolls beyond. */
export const SuggestionList = styled(ListBox<AddressSuggestion>)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  max-height: 40vh;
  overflow: auto;
  padding: ${vars.space.xs};
  outline: none;
`;
SuggestionList.displayName = 'SuggestionList';

export const SuggestionItem = styled(ListBoxItem<AddressSuggestion>)`
  display: flex;
  align-items: center;
  min-height: ${vars.sizes.controlHeight.md};
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radii.sm};
  cursor: pointer;
  outline: none;

  &[data-hovered],
  &[data-focused] {
    background: ${vars.colors.surfaceSubtle};
  }
  &[data-focus-visible] {
    ${focusRingInset}
  }
  &[data-disabled] {
    ${disabledText}
  }
`;
SuggestionItem.displayName = 'SuggestionItem';
