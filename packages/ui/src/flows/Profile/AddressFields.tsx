'use client';

import { type AddressValues, messages, US_STATES_SETTINGS } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { useLengthLimit } from '../shared/useLengthLimit';
import { PartError } from './PartError';
import { AddressFieldset, AddressLegend, FieldRow } from './Profile.styles';
import { type AddressSuggestionsActor, StreetAddressField } from './StreetAddressField';
import type { ProfileActor, useFieldErrors } from './useFieldErrors';

const stateOptions = US_STATES_SETTINGS.map((state) => ({ id: state.code, label: state.name }));

/** Not a spec string: the spec names the block's fields but gives the block no title. */
export const ADDRESS_LEGEND = 'Address';
/** Not a spec string: what the closed State list shows before a state is chosen. */
export const STATE_PLACEHOLDER = 'Select a state';

export type AddressFieldsProps = {
  actor: ProfileActor;
  suggestions: AddressSuggestionsActor;
  fieldErrors: ReturnType<typeof useFieldErrors>;
  isDisabled: boolean;
  isReadOnly: boolean;
};

/** Street Address (with suggestions), optional Unit, City, State and ZIP Code, and the address save error. */
export function AddressFields({
  actor,
  suggestions,
  fieldErrors,
  isDisabled,
  isReadOnly,
}: AddressFieldsProps) {
  const address = useSelector(actor, (snapshot) => snapshot.context.form.address);
  const saveError = useSelector(actor, (snapshot) => snapshot.context.errors.address);
  const errorId = useId();
  const { errorOf, touch } = fieldErrors;
  const limit = useLengthLimit();
  const edit = (values: Partial<AddressValues>) =>
    actor.send({ type: 'user.edit', values: { address: values } });
  const describedBy = saveError ? errorId : undefined;

  // Choosing a suggestion fills the other parts; the unit is the person's to keep.
  useEffect(() => {
    const subscription = suggestions.on('chosen', ({ suggestion }) => {
      actor.send({
        type: 'user.edit',
        values: {
          address: {
            street1: suggestion.street1,
            city: suggestion.city,
            province: suggestion.province,
            postalCode: suggestion.postalCode,
          },
        },
      });
    });
    return () => subscription.unsubscribe();
  }, [actor, suggestions]);

  const common = {
    isDisabled,
    isReadOnly,
    validationBehavior: 'aria' as const,
    'aria-describedby': describedBy,
  };

  return (
    <AddressFieldset aria-describedby={describedBy}>
      <AddressLegend>{ADDRESS_LEGEND}</AddressLegend>
      <StreetAddressField
        suggestions={suggestions}
        value={address.street1}
        onChange={(street1) => edit({ street1 })}
        onBlur={() => touch('street1')}
        errorMessage={errorOf('street1')}
        {...limit('street1', messages.address.streetLabel)}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        aria-describedby={describedBy}
      />
      <FieldRow>
        <TextField
          {...common}
          label={messages.address.unitLabel}
          {...limit('street2', messages.address.unitLabel)}
          value={address.street2}
          onChange={(street2) => edit({ street2 })}
          onBlur={() => touch('street2')}
          isInvalid={Boolean(errorOf('street2'))}
          errorMessage={errorOf('street2')}
          autoComplete="address-line2"
        />
        <TextField
          {...common}
          label={messages.address.cityLabel}
          {...limit('city', messages.address.cityLabel)}
          value={address.city}
          onChange={(city) => edit({ city })}
          onBlur={() => touch('city')}
          isRequired
          isInvalid={Boolean(errorOf('city'))}
          errorMessage={errorOf('city')}
          autoComplete="address-level2"
        />
      </FieldRow>
      <FieldRow>
        <Select
          label={messages.address.stateLabel}
          placeholder={STATE_PLACEHOLDER}
          options={stateOptions}
          value={address.province.trim().toUpperCase() || null}
          onChange={(key) => {
            edit({ province: key == null ? '' : String(key) });
            touch('province');
          }}
          onBlur={() => touch('province')}
          isDisabled={isDisabled || isReadOnly}
          isRequired
          validationBehavior="aria"
          isInvalid={Boolean(errorOf('province'))}
          errorMessage={errorOf('province')}
          aria-describedby={describedBy}
        />
        <TextField
          {...common}
          label={messages.address.postalCodeLabel}
          value={address.postalCode}
          onChange={(postalCode) => edit({ postalCode })}
          onBlur={() => touch('postalCode')}
          isRequired
          isInvalid={Boolean(errorOf('postalCode'))}
          errorMessage={errorOf('postalCode')}
          autoComplete="postal-code"
        />
      </FieldRow>
      <PartError id={errorId} message={saveError} />
    </AddressFieldset>
  );
}
