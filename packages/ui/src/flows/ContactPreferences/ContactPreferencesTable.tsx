'use client';

import {
  type ContactMethod,
  type ContactPreferenceRow,
  contactMethodOf,
  type contactPreferencesMachine,
  formatMessage,
  messages,
} from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../components/Button';
import { CircleCheck } from '../../components/Icon/icons';
import { Link } from '../../components/Link';
import { Spinner } from '../../components/Spinner';
import { useBrand } from '../../provider/brand';
import { useSiteHref } from '../../shell/shared/href';
import { FormAlert, FormStack, useAccountReadOnly } from '../shared';
import { useSavedNotice } from '../shared/useSavedNotice';
import { ColumnHeaderRow, ContactMethodRow } from './ContactMethodRow';
import {
  Actions,
  HelpText,
  MethodGrid,
  Section,
  SectionHeading,
  ToneMessage,
} from './ContactPreferences.styles';

export type ContactPreferencesActor = ActorRefFrom<typeof contactPreferencesMachine>;

/** Not spec copy: the spec names the screen but quotes no heading. */
export const CONTACT_PREFERENCES_TITLE = 'Communication Methods';
/** Not spec copy: the spec gives no message for a successful save. */
export const PREFERENCES_SAVED_MESSAGE = 'Your contact preferences were saved.';
/** Not spec copy: the spec gives no message for a failed load (the machine leaves it to the view). */
export const PREFERENCES_LOAD_FAILED_MESSAGE = 'Your contact preferences could not be loaded.';
/** Not spec copy: what the loading indicator says to screen readers. */
export const PREFERENCES_LOADING_LABEL = 'Loading contact preferences';

export type ContactPreferencesTableProps = {
  /** A `contactPreferencesMachine` actor, started with `{ userId }` or `{ verificationToken }`. */
  actor: ContactPreferencesActor;
  /** The section heading. @default 'Communication Methods' */
  title?: string;
  /** The level of the section heading; match the screen's outline. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

/**
 * Communication Methods: Messages from Pros and Messages from {product}, each a
 * radio group of Emails / Text / Both, the SMS help text with the `/about/privacy` link, and Save.
 * A save error is announced at once, a successful save politely. Read-only for a curator.
 */
export function ContactPreferencesTable({
  actor,
  title = CONTACT_PREFERENCES_TITLE,
  headingLevel = 2,
}: ContactPreferencesTableProps) {
  const headingId = useId();
  const { productName } = useBrand();
  const siteHref = useSiteHref();
  const isReadOnly = useAccountReadOnly();
  const view = useSelector(
    actor,
    (snapshot) => ({
      isLoading: snapshot.hasTag('loading'),
      isLoadFailed: snapshot.hasTag('loadFailed'),
      isSaving: snapshot.hasTag('saving'),
      canSave: snapshot.can({ type: 'user.save' }),
      error: snapshot.context.error,
    }),
    shallowEqual,
  );
  const pros = useSelector(actor, (snapshot) => contactMethodOf(snapshot.context.mediaFromPros));
  const product = useSelector(actor, (snapshot) => contactMethodOf(snapshot.context.mediaFromProduct));
  const isSaved = useSavedNotice(actor, {
    isSaving: (snapshot) => snapshot.hasTag('saving'),
    edited: (previous, next) =>
      next.context.mediaFromPros !== previous.context.mediaFromPros ||
      next.context.mediaFromProduct !== previous.context.mediaFromProduct,
  });
  const gridRef = useRef<HTMLDivElement>(null);
  const retried = useRef(false);

  // After Retry the Retry button is gone: focus goes to the first row's choice instead.
  const isShown = !view.isLoading && !view.isLoadFailed;
  useEffect(() => {
    if (!isShown || !retried.current) return;
    retried.current = false;
    const first =
      gridRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
      gridRef.current?.querySelector<HTMLInputElement>('input[type="radio"]');
    first?.focus();
  }, [isShown]);

  const change = (row: ContactPreferenceRow) => (method: ContactMethod) =>
    actor.send({ type: 'user.changeMethod', row, method });
  const isLocked = isReadOnly || view.isSaving;

  return (
    <Section aria-labelledby={headingId} aria-busy={view.isLoading || view.isSaving}>
      <SectionHeading id={headingId} level={headingLevel}>
        {title}
      </SectionHeading>
      {view.isLoading ? <Spinner size="lg" label={PREFERENCES_LOADING_LABEL} /> : null}
      {view.isLoadFailed ? (
        <>
          <FormAlert>{PREFERENCES_LOAD_FAILED_MESSAGE}</FormAlert>
          <Actions>
            <Button
              variant="secondary"
              onPress={() => {
                retried.current = true;
                actor.send({ type: 'user.retry' });
              }}
            >
              {/* Not spec copy. */}
              Retry
            </Button>
          </Actions>
        </>
      ) : null}
      {isShown ? (
        <FormStack onSubmit={() => actor.send({ type: 'user.save' })}>
          <MethodGrid ref={gridRef}>
            <ColumnHeaderRow />
            <ContactMethodRow
              title={messages.contactPreferences.fromPros}
              // Not spec copy: the spec's own gloss of the row.
              description="Communications about your project from professionals."
              value={pros}
              onChange={change('mediaFromPros')}
              isDisabled={isLocked}
            />
            <ContactMethodRow
              title={formatMessage(messages.contactPreferences.fromProduct, { product: productName })}
              // Not spec copy.
              description={`Communications from ${productName}.`}
              value={product}
              onChange={change('mediaFromProduct')}
              isDisabled={isLocked}
            />
          </MethodGrid>
          {/* Not spec copy: the spec lists what the help text says, not its words. */}
          <HelpText>
            {productName} and each of your pros text you from separate numbers. Text HELP to a number for
            information, or STOP to stop messages from that number. Message and data rates may apply. See our{' '}
            <Link href={siteHref('privacy')}>SMS terms and privacy policy</Link>.
          </HelpText>
          {view.error ? <FormAlert>{view.error}</FormAlert> : null}
          <Actions>
            <Button
              type="submit"
              isDisabled={isReadOnly || (!view.canSave && !view.isSaving)}
              isPending={view.isSaving}
            >
              {/* Not spec copy: the spec names the action, not its label. */}
              Save
            </Button>
            {/* Always in the page, so the confirmation appearing inside it is announced. */}
            <div role="status">
              {isSaved ? (
                <ToneMessage data-variant="success">
                  <CircleCheck aria-hidden="true" focusable="false" />
                  <span>{PREFERENCES_SAVED_MESSAGE}</span>
                </ToneMessage>
              ) : null}
            </div>
          </Actions>
        </FormStack>
      ) : null}
    </Section>
  );
}

function shallowEqual<T extends Record<string, unknown>>(a: T, b: T): boolean {
  return Object.keys(a).every((key) => Object.is(a[key], b[key]));
}
