'use client';

/*
 * The card number, expiry, CVC and ZIP fields of one card-entry session: the form's own inputs
 * (`inputs` mode) or containers the provider mounts its inputs into (`mounted` mode), inside an
 * error boundary so a provider that fails to load or crashes becomes the machine's `crashed` state.
 */
import { Component, type ReactNode, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { TextField } from '../../components/TextField';
import {
  CARD_ENTRY_FIELDS,
  type CardEntryField,
  type CardEntrySession,
  type CardEntryState,
  type CreateCardEntry,
} from './cardEntry.types';
import {
  CardFieldsGrid,
  MountedError,
  MountedField,
  MountedLabel,
  MountTarget,
} from './PaymentMethods.styles';

// Not spec copy: the spec names the fields (number, expiry, CVC, postal code) but quotes no labels.
export const CARD_FIELD_LABELS: Readonly<Record<CardEntryField, string>> = {
  number: 'Card number',
  expiry: 'Expiration date',
  cvc: 'CVC',
  postalCode: 'ZIP Code',
};

/** An example of what goes in each input, as card forms show it. */
const PLACEHOLDERS: Readonly<Record<CardEntryField, string>> = {
  number: '1234 1234 1234 1234',
  expiry: 'MM / YY',
  cvc: 'CVC',
  postalCode: '12345',
};

/** How each input spaces what is typed: an American Express number in groups of 4, 6 and 5. */
const MASKS: Readonly<Record<CardEntryField, string | ((text: string) => string)>> = {
  number: (text) => (/^\D*3\D*[47]/.test(text) ? '9999 999999 99999' : '9999 9999 9999 9999 999'),
  expiry: '99 / 99',
  cvc: '9999',
  postalCode: '99999',
};

/** An expiry month typed as one digit from 2 to 9 can only be that month: '4' becomes '04'. */
const padExpiryMonth = (text: string) => (/^[2-9]/.test(text) ? `0${text}` : text);

const AUTOCOMPLETE: Readonly<Record<CardEntryField, string>> = {
  number: 'cc-number',
  expiry: 'cc-exp',
  cvc: 'cc-csc',
  postalCode: 'postal-code',
};

export type CardEntryFieldsProps = {
  createCardEntry: CreateCardEntry;
  /** Every change the provider reports. */
  onChange: (state: CardEntryState) => void;
  /** The provider's fields failed to load or crashed. */
  onCrash: () => void;
  /** While saving the form's own inputs cannot be edited. */
  isDisabled: boolean;
  /** Move focus into the card number once the fields exist (the person opened the form). */
  autoFocus: boolean;
};

/** The live card fields of a new session, opened when this mounts and destroyed when it unmounts. */
export function CardEntryFields({ onCrash, ...props }: CardEntryFieldsProps) {
  return (
    <CardFieldsBoundary onCrash={onCrash}>
      <SessionFields onCrash={onCrash} {...props} />
    </CardFieldsBoundary>
  );
}

type BoundaryProps = { onCrash: () => void; children: ReactNode };

/** Anything the provider throws while rendering or mounting ends here instead of the whole page. */
class CardFieldsBoundary extends Component<BoundaryProps, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override componentDidCatch() {
    this.props.onCrash();
  }
  override render() {
    return this.state.crashed ? null : this.props.children;
  }
}

const EMPTY: CardEntryState = { complete: false, errors: {} };

function SessionFields({ createCardEntry, onChange, onCrash, isDisabled, autoFocus }: CardEntryFieldsProps) {
  const [session, setSession] = useState<CardEntrySession | null>(null);
  const [state, setState] = useState<CardEntryState>(EMPTY);
  const create = useEffectEvent(createCardEntry);
  const report = useEffectEvent(onChange);
  const crash = useEffectEvent(onCrash);

  useEffect(() => {
    let alive = true;
    const next = create();
    const fail = () => {
      if (alive) crash();
    };
    const stopLoadErrors = next.onLoadError?.(fail);
    next.ready?.catch(fail);
    const stopChanges = next.onChange((changed) => {
      setState(changed);
      report(changed);
    });
    setSession(next);
    const first = next.getState();
    setState(first);
    report(first);
    return () => {
      alive = false;
      stopChanges();
      stopLoadErrors?.();
      next.destroy();
    };
  }, []);

  if (!session) return null;
  return session.mode === 'mounted' ? (
    <MountedFields session={session} errors={state.errors} autoFocus={autoFocus} />
  ) : (
    <InputFields session={session} errors={state.errors} isDisabled={isDisabled} autoFocus={autoFocus} />
  );
}

type FieldsProps = {
  session: CardEntrySession;
  errors: CardEntryState['errors'];
  autoFocus: boolean;
};

function InputFields({ session, errors, isDisabled, autoFocus }: FieldsProps & { isDisabled: boolean }) {
  const [values, setValues] = useState<Record<CardEntryField, string>>({
    number: '',
    expiry: '',
    cvc: '',
    postalCode: '',
  });
  return (
    <CardFieldsGrid>
      {CARD_ENTRY_FIELDS.map((field, index) => (
        <TextField
          key={field}
          name={field}
          label={CARD_FIELD_LABELS[field]}
          inputMode="numeric"
          autoComplete={AUTOCOMPLETE[field]}
          placeholder={PLACEHOLDERS[field]}
          mask={MASKS[field]}
          autoFocus={autoFocus && index === 0}
          value={values[field]}
          onChange={(typed) => {
            const value = field === 'expiry' ? padExpiryMonth(typed) : typed;
            setValues((current) => ({ ...current, [field]: value }));
            session.setValue(field, value);
          }}
          onBlur={() => session.blur(field)}
          isInvalid={errors[field] !== undefined}
          errorMessage={errors[field]}
          isDisabled={isDisabled}
        />
      ))}
    </CardFieldsGrid>
  );
}

const FOCUSABLE = 'input, iframe, [tabindex]';

function MountedFields({ session, errors, autoFocus }: FieldsProps) {
  const baseId = useId();
  const targets = useRef<Partial<Record<CardEntryField, HTMLDivElement | null>>>({});
  const shouldFocus = useEffectEvent(() => autoFocus);

  useEffect(() => {
    const { number, expiry, cvc, postalCode } = targets.current;
    if (!number || !expiry || !cvc || !postalCode) return;
    session.mount?.({ number, expiry, cvc, postalCode });
    if (shouldFocus()) number.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [session]);

  return (
    <CardFieldsGrid>
      {CARD_ENTRY_FIELDS.map((field) => {
        const labelId = `${baseId}-${field}-label`;
        const errorId = `${baseId}-${field}-error`;
        return (
          <MountedField key={field}>
            <MountedLabel
              id={labelId}
              // A click on the label puts the caret in the provider's input, as a <label> would.
              onClick={() => targets.current[field]?.querySelector<HTMLElement>(FOCUSABLE)?.focus()}
            >
              {CARD_FIELD_LABELS[field]}
            </MountedLabel>
            <MountTarget
              ref={(element) => {
                targets.current[field] = element;
              }}
              role="group"
              aria-labelledby={labelId}
              aria-describedby={errorId}
              data-field={field}
              data-invalid={errors[field] !== undefined || undefined}
            />
            <MountedError id={errorId}>{errors[field] ?? ''}</MountedError>
          </MountedField>
        );
      })}
    </CardFieldsGrid>
  );
}

/** The fields as a curator sees them: present, empty and disabled; no provider is loaded. */
export function ReadOnlyCardFields() {
  return (
    <CardFieldsGrid>
      {CARD_ENTRY_FIELDS.map((field) => (
        <TextField key={field} name={field} label={CARD_FIELD_LABELS[field]} isDisabled />
      ))}
    </CardFieldsGrid>
  );
}
