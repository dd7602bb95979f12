'use client';

import { type accountRemovalMachine, messages, type ProfileFormPatch, phoneMaskFor } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../components/Button';
import { CircleCheck } from '../../components/Icon/icons';
import { Link } from '../../components/Link';
import { TextField } from '../../components/TextField';
import { FormActions, FormStack, useAccountReadOnly } from '../shared';
import { useLengthLimit } from '../shared/useLengthLimit';
import { AddressFields } from './AddressFields';
import { PartError } from './PartError';
import { FieldRow, Footer, PartGroup, SavedText, Section, SectionHeading } from './Profile.styles';
import type { AddressSuggestionsActor } from './StreetAddressField';
import { type ProfileActor, useFieldErrors } from './useFieldErrors';
import { useSavedNotice } from './useSavedNotice';

/** Not a spec string: the spec names the screen but quotes no message for a save that worked. */
export const PROFILE_SAVED_MESSAGE = 'Your profile information was saved.';
/** The screen's name. */
export const PROFILE_TITLE = 'Profile Information';
export const SAVE_LABEL = 'Save';

export type ProfileFormProps = {
  /** A `profileMachine` actor, started with the stored user, phone, email and address. */
  actor: ProfileActor;
  /** An `addressSuggestionsMachine` actor for the Street Address list. */
  addressSuggestions: AddressSuggestionsActor;
  /** The `accountRemovalMachine` actor that 'Delete my account' opens. */
  accountRemoval: ActorRefFrom<typeof accountRemovalMachine>;
  /**
   * The Remove account drawer of that actor, rendered after the form:
   * `<AccountRemovalDrawer actor={accountRemoval} onReload={...} />`. The account removal is a flow
   * of its own, so the app composes the two.
   */
  removalDrawer?: ReactNode;
  /** The level of the section's heading. @default 2 */
  headingLevel?: 2 | 3;
  /** Shown under the mobile number, such as a `PhoneVerificationPrompt` for an unverified one. */
  phoneVerification?: ReactNode;
};

/**
 * Profile Information: names, mobile number, email and address, saved part by part by the
 * machine; each part's failure shows under that part and the typed values stay. A curator sees
 * it all disabled.
 */
export function ProfileForm({
  actor,
  addressSuggestions,
  accountRemoval,
  removalDrawer,
  headingLevel = 2,
  phoneVerification,
}: ProfileFormProps) {
  const readOnly = useAccountReadOnly();
  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const canSave = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.save' }));
  const fieldErrors = useFieldErrors(actor);
  const limit = useLengthLimit();
  const { errorOf, touch } = fieldErrors;
  const isSaved = useSavedNotice(actor);
  const ids = { title: useId(), name: useId(), phone: useId(), email: useId() };
  const actionsRef = useRef<HTMLDivElement>(null);
  const savedRef = useRef<HTMLDivElement>(null);

  // Save goes disabled once everything is saved, which drops its focus: the notice takes it.
  useEffect(() => {
    if (!isSaved) return;
    const active = document.activeElement;
    if (!active || active === document.body || actionsRef.current?.contains(active))
      savedRef.current?.focus();
  }, [isSaved]);

  const edit = (values: ProfileFormPatch) => actor.send({ type: 'user.edit', values });
  // Edits sent while saving would be dropped by the machine: the fields stay focusable but fixed.
  const fieldState = { isDisabled: readOnly, isReadOnly: isBusy, validationBehavior: 'aria' as const };
  const nameDescribedBy = errors.name ? ids.name : undefined;
  const phoneError = errorOf('phone') ?? errors.phone ?? undefined;
  const emailError = errorOf('email') ?? errors.email ?? undefined;

  return (
    <Section aria-labelledby={ids.title}>
      <SectionHeading as={`h${headingLevel}`} id={ids.title}>
        {PROFILE_TITLE}
      </SectionHeading>
      <FormStack onSubmit={() => actor.send({ type: 'user.save' })} aria-labelledby={ids.title}>
        <PartGroup>
          <FieldRow>
            <TextField
              {...fieldState}
              label={messages.profile.firstNameLabel}
              {...limit('firstName', messages.profile.firstNameLabel)}
              value={form.firstName}
              onChange={(firstName) => edit({ firstName })}
              onBlur={() => touch('firstName')}
              isRequired
              isInvalid={Boolean(errorOf('firstName'))}
              errorMessage={errorOf('firstName')}
              autoComplete="given-name"
              aria-describedby={nameDescribedBy}
            />
            <TextField
              {...fieldState}
              label={messages.profile.lastNameLabel}
              {...limit('lastName', messages.profile.lastNameLabel)}
              value={form.lastName}
              onChange={(lastName) => edit({ lastName })}
              onBlur={() => touch('lastName')}
              isRequired
              isInvalid={Boolean(errorOf('lastName'))}
              errorMessage={errorOf('lastName')}
              autoComplete="family-name"
              aria-describedby={nameDescribedBy}
            />
          </FieldRow>
          <PartError id={ids.name} message={errors.name} />
        </PartGroup>
        <FieldRow>
          <TextField
            {...fieldState}
            type="tel"
            mask={phoneMaskFor}
            label={messages.profile.phoneLabel}
            value={form.phone}
            onChange={(phone) => edit({ phone })}
            onBlur={() => touch('phone')}
            isRequired
            isInvalid={Boolean(phoneError)}
            errorMessage={phoneError}
            autoComplete="tel-national"
          />
          <TextField
            {...fieldState}
            type="email"
            label={messages.profile.emailLabel}
            {...limit('email', messages.profile.emailLabel)}
            value={form.email}
            onChange={(email) => edit({ email })}
            onBlur={() => touch('email')}
            isRequired
            isInvalid={Boolean(emailError)}
            errorMessage={emailError}
            autoComplete="email"
          />
        </FieldRow>
        {phoneVerification}
        <AddressFields
          actor={actor}
          suggestions={addressSuggestions}
          fieldErrors={fieldErrors}
          isDisabled={readOnly}
          isReadOnly={isBusy}
        />
        <FormActions ref={actionsRef}>
          <Button type="submit" isDisabled={readOnly || (!canSave && !isBusy)} isPending={isBusy}>
            {SAVE_LABEL}
          </Button>
          {/* Always in the page, so the notice appearing inside it is announced. */}
          <div role="status">
            {isSaved ? (
              <SavedText tabIndex={-1} ref={savedRef}>
                <CircleCheck aria-hidden="true" focusable="false" />
                <span>{PROFILE_SAVED_MESSAGE}</span>
              </SavedText>
            ) : null}
          </div>
        </FormActions>
      </FormStack>
      <Footer>
        <Link
          variant="standalone"
          onPress={() => accountRemoval.send({ type: 'user.open' })}
          isDisabled={readOnly}
        >
          {messages.accountRemoval.link}
        </Link>
      </Footer>
      {removalDrawer}
    </Section>
  );
}
