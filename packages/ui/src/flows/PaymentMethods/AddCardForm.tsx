'use client';

import { formatMessage, messages } from '@hearth/machines';
import { Button } from '../../components/Button';
import { FormActions, FormAlert, FormStack } from '../shared';
import { CardEntryFields, ReadOnlyCardFields } from './CardEntryFields';
import type { CardEntryState, CreateCardEntry } from './cardEntry.types';
import { ProviderError, ReplaceNote } from './PaymentMethods.styles';

// Not spec copy: the spec says Save is enabled only when the entry is complete but quotes no label.
export const SAVE_CARD_LABEL = 'Save';
// Not spec copy: the form's accessible name.
export const ADD_CARD_FORM_LABEL = 'Add a card';

export type AddCardFormProps = {
  createCardEntry: CreateCardEntry;
  /** A curator's view: the fields and Save are disabled and no provider is loaded. */
  isReadOnly: boolean;
  isSaving: boolean;
  /** The machine accepts `user.save`: the entry is complete and nothing is being saved. */
  canSave: boolean;
  /** 'Failed to save new card.' */
  error: string | null;
  /** The card provider's reason for refusing the card ('Your card was declined.'). */
  providerError: string | null;
  /**
   * The saved card a new one replaces ('Visa ending in 4242'): one card per account, so the form
   * says so before anything is entered. Null when there is none.
   */
  replaces?: string | null;
  autoFocus: boolean;
  onEntryChange: (state: CardEntryState) => void;
  onCrash: () => void;
  onSave: () => void;
};

/** The card-entry form: the provider's fields, the form-level error and Save. */
export function AddCardForm({
  createCardEntry,
  isReadOnly,
  isSaving,
  canSave,
  error,
  providerError,
  replaces = null,
  autoFocus,
  onEntryChange,
  onCrash,
  onSave,
}: AddCardFormProps) {
  return (
    <FormStack
      aria-label={ADD_CARD_FORM_LABEL}
      onSubmit={() => {
        if (!isReadOnly && canSave) onSave();
      }}
    >
      {error === messages.paymentMethods.addFailed ? <FormAlert>{error}</FormAlert> : null}
      {replaces ? (
        <ReplaceNote>{formatMessage(messages.cardReplace.note, { card: replaces })}</ReplaceNote>
      ) : null}
      {isReadOnly ? (
        <ReadOnlyCardFields />
      ) : (
        <CardEntryFields
          createCardEntry={createCardEntry}
          onChange={onEntryChange}
          onCrash={onCrash}
          isDisabled={isSaving}
          autoFocus={autoFocus}
        />
      )}
      {providerError ? <ProviderError role="alert">{providerError}</ProviderError> : null}
      <FormActions>
        <Button type="submit" isPending={isSaving} isDisabled={!isSaving && (isReadOnly || !canSave)}>
          {SAVE_CARD_LABEL}
        </Button>
      </FormActions>
    </FormStack>
  );
}
