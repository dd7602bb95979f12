'use client';

import { type documentDeliveryMachine, messages } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Link } from '../../components/Link';
import { telHref, useBrand } from '../../provider/brand';
import { FormActions, FormAlert, FormStack, useAccountReadOnly } from '../shared';
import { SuccessDialog, UnenrollDialog } from './DeliveryDialogs';
import { Consent, ConsentHeading, Paragraph, Section, SectionHeading } from './DocumentDelivery.styles';

export type DocumentDeliveryActor = ActorRefFrom<typeof documentDeliveryMachine>;

/** The name of the consent the box stands for. */
export const CONSENT_TITLE = 'Electronic Delivery Consent';
/** Not spec copy: the spec names the consent but does not give its text. */
export const CONSENT_HINT = 'Checking the box means you agree to the Electronic Delivery Consent.';
/**
 * The support number for accessibility-format questions, in a sentence of our own wording; the number is the brand's `{phone}`.
 */
export const ACCESSIBLE_FORMAT_QUESTION =
  'Need your documents in an accessible format, such as large print or Braille?';

type Phase = 'hidden' | 'busy' | 'confirm' | 'success' | 'editing';

export type DocumentDeliveryPanelProps = {
  /** A `documentDeliveryMachine` actor started with `{ userId }`. */
  actor: DocumentDeliveryActor;
  /** The section heading. @default 'Document delivery' */
  title?: string;
  /** The level of the section heading; the consent's heading is one level lower. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5;
};

/**
 * Document delivery: the Electronic Delivery Consent, the 'Paperless document
 * delivery' checkbox and Save, enabled only when the box differs from the stored value. Enrolling
 * ends on the Success dialog; unenrolling asks first. Renders nothing until the email-notices flag
 * is known (tag `known`), as the settings screen hides the section then. Read-only for a curator.
 */
export function DocumentDeliveryPanel({
  actor,
  title = messages.accountSettings.documentDelivery,
  headingLevel = 2,
}: DocumentDeliveryPanelProps) {
  const headingId = useId();
  const { productName, supportPhone } = useBrand();
  const isReadOnly = useAccountReadOnly();
  const phase = useSelector(actor, (snapshot): Phase => {
    if (!snapshot.hasTag('known')) return 'hidden';
    if (snapshot.hasTag('confirm')) return 'confirm';
    if (snapshot.hasTag('success')) return 'success';
    return snapshot.hasTag('busy') ? 'busy' : 'editing';
  });
  const checked = useSelector(actor, (snapshot) => snapshot.context.checked);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const canSave = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.save' }));
  const checkboxRef = useRef<HTMLInputElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const previousPhase = useRef(phase);

  // Back from a dialog or a save, Save is disabled again (the box equals the stored value): focus
  // would fall to the page, so it goes to the checkbox. Focus moved on purpose is left alone. A
  // closing dialog leaves the page a frame or two later, so this waits until it has gone.
  useEffect(() => {
    const before = previousPhase.current;
    previousPhase.current = phase;
    if (phase !== 'editing' || before === 'editing' || before === 'hidden') return;
    let frame = 0;
    const settle = (framesLeft: number) => {
      const active = document.activeElement;
      if (active?.closest('[role="dialog"], [role="alertdialog"]') && framesLeft > 0) {
        frame = requestAnimationFrame(() => settle(framesLeft - 1));
        return;
      }
      const save = actionsRef.current?.querySelector('button');
      if (!active || active === document.body || (active === save && save.disabled)) {
        checkboxRef.current?.focus();
      }
    };
    settle(30);
    return () => cancelAnimationFrame(frame);
  }, [phase]);

  if (phase === 'hidden') return null;
  const isBusy = phase === 'busy';

  return (
    <Section aria-labelledby={headingId} aria-busy={isBusy}>
      <SectionHeading id={headingId} level={headingLevel}>
        {title}
      </SectionHeading>
      <Consent>
        <ConsentHeading level={headingLevel + 1}>{CONSENT_TITLE}</ConsentHeading>
        {/* Not spec copy: the spec names the consent without its text. */}
        <Paragraph>
          By checking Paperless document delivery and saving, you agree to receive your policy documents,
          notices and other communications from {productName} electronically instead of on paper. We will
          email you when a new document is ready. You can withdraw this consent at any time by unchecking the
          box and saving; your documents will then come on paper.
        </Paragraph>
        <Paragraph>
          {ACCESSIBLE_FORMAT_QUESTION} Call <Link href={telHref(supportPhone)}>{supportPhone}</Link>.
        </Paragraph>
      </Consent>
      <FormStack onSubmit={() => actor.send({ type: 'user.save' })}>
        <Checkbox
          label={messages.paperless.label}
          description={CONSENT_HINT}
          isSelected={checked}
          onChange={(next) => actor.send({ type: 'user.toggle', checked: next })}
          isDisabled={isReadOnly || isBusy}
          inputRef={checkboxRef}
        />
        {error ? <FormAlert>{error}</FormAlert> : null}
        <FormActions ref={actionsRef}>
          <Button type="submit" isDisabled={isReadOnly || (!canSave && !isBusy)} isPending={isBusy}>
            {/* The spec names the action Save. */}
            Save
          </Button>
        </FormActions>
      </FormStack>
      <SuccessDialog isOpen={phase === 'success'} onClose={() => actor.send({ type: 'user.close' })} />
      <UnenrollDialog
        isOpen={phase === 'confirm'}
        onConfirm={() => actor.send({ type: 'user.confirm' })}
        onCancel={() => actor.send({ type: 'user.cancel' })}
      />
    </Section>
  );
}
