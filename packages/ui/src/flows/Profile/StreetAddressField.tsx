'use client';

import { type AddressSuggestion, type addressSuggestionsMachine, messages } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { useContext, useEffect } from 'react';
import { ComboBoxStateContext } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import { FieldHelpText, FieldLabelText, useLimitNote } from '../../components/Field/Field';
import { warmIntlData } from '../../components/shared/warmIntl';
import { StyledInput } from '../../components/TextField/TextField.styles';
import { StyledComboBox, SuggestionItem, SuggestionList, SuggestionPopover } from './Profile.styles';

warmIntlData();

export type AddressSuggestionsActor = ActorRefFrom<typeof addressSuggestionsMachine>;

export type StreetAddressFieldProps = {
  /** The suggestions actor: it is told what is typed and which suggestion is chosen. */
  suggestions: AddressSuggestionsActor;
  /** The street text (the profile form's street1). */
  value: string;
  /** The person typed: the profile form keeps the text. */
  onChange: (text: string) => void;
  onBlur?: () => void;
  errorMessage?: string | undefined;
  /** The API's limit: typing stops there, and `limitMessage` says so. */
  maxLength?: number | undefined;
  limitMessage?: string | undefined;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  'aria-describedby'?: string | undefined;
};

/**
 * The list opens only while the machine says so (`open` tag) and the field has focus: React Aria
 * would otherwise open it on its own rules. Closing it from the keyboard (Escape) or on blur
 * dismisses the suggestions in the machine.
 */
function OpenWhenMachineSays({ isOpen }: { isOpen: boolean }) {
  const state = useContext(ComboBoxStateContext);
  const wantOpen = isOpen && state?.isFocused === true;
  useEffect(() => {
    if (!state) return;
    if (wantOpen && !state.isOpen) state.open(null, 'manual');
    if (!wantOpen && state.isOpen) state.close();
  }, [state, wantOpen]);
  return null;
}

/** Street Address: a combobox of the address suggestions; choosing one fills the other parts. */
export function StreetAddressField({
  suggestions,
  value,
  onChange,
  onBlur,
  errorMessage,
  maxLength,
  limitMessage,
  isDisabled,
  isReadOnly,
  'aria-describedby': describedBy,
}: StreetAddressFieldProps) {
  const limit = useLimitNote(value, maxLength, limitMessage, describedBy);
  const items = useSelector(suggestions, (snapshot) => snapshot.context.suggestions);
  const isOpen = useSelector(suggestions, (snapshot) => snapshot.hasTag('open'));

  const choose = (key: string | number | null) => {
    const suggestion = items.find((item) => item.placeId === key);
    if (suggestion) suggestions.send({ type: 'user.choose', suggestion });
  };

  return (
    <StyledComboBox
      items={items}
      inputValue={value}
      onInputChange={(text) => {
        if (text === value) return;
        onChange(text);
        suggestions.send({ type: 'user.typeStreet', text });
      }}
      selectedKey={null}
      onSelectionChange={choose}
      onOpenChange={(open) => {
        if (!open && suggestions.getSnapshot().hasTag('open')) suggestions.send({ type: 'user.dismiss' });
      }}
      onBlur={onBlur}
      menuTrigger="manual"
      allowsCustomValue
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isRequired
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      aria-describedby={limit.describedBy}
    >
      <FieldLabelText label={messages.address.streetLabel} isRequired />
      <StyledInput autoComplete="address-line1" maxLength={maxLength} />
      <FieldHelpText errorMessage={errorMessage} limitMessage={limitMessage} limit={limit} />
      <OpenWhenMachineSays isOpen={isOpen} />
      <SuggestionPopover placement="bottom start">
        <SuggestionList>
          {(item: AddressSuggestion) => (
            <SuggestionItem id={item.placeId} textValue={item.text}>
              {item.text}
            </SuggestionItem>
          )}
        </SuggestionList>
      </SuggestionPopover>
    </StyledComboBox>
  );
}
