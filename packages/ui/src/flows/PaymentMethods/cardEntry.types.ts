/*
 * The card-entry session the add-card form renders, as a structural type: @hearth/ui may not
 * import @hearth/data, whose `CardEntrySession` (offline provider, `mode: 'inputs'`) and
 * `StripeCardEntrySession` (`mode: 'mounted'`) both satisfy it as they are.
 */

/** The card-entry fields, in display order. */
export const CARD_ENTRY_FIELDS = ['number', 'expiry', 'cvc', 'postalCode'] as const;
export type CardEntryField = (typeof CARD_ENTRY_FIELDS)[number];

/** What the provider reports on every change: whether the entry is complete, and its messages. */
export type CardEntryState = {
  complete: boolean;
  /** The provider's message per field, shown under that field. */
  errors: Partial<Record<CardEntryField, string>>;
};

export interface CardEntrySession {
  /**
   * `inputs`: the form renders its own four inputs and feeds them through `setValue` / `blur`.
   * `mounted`: the provider renders its inputs into the four containers handed to `mount`.
   */
  readonly mode: 'inputs' | 'mounted';
  setValue(field: CardEntryField, value: string): void;
  blur(field: CardEntryField): void;
  mount?(targets: Record<CardEntryField, HTMLElement>): void;
  getState(): CardEntryState;
  /** Adds a listener for every change; returns a function that removes it. */
  onChange(listener: (state: CardEntryState) => void): () => void;
  /** Settles once the provider's fields exist; a rejection means they failed to load. */
  readonly ready?: Promise<void>;
  /** Called if the provider's script or fields fail to load; returns a function that removes it. */
  onLoadError?(listener: (error: unknown) => void): () => void;
  /** Called when the form goes away; the session is not used afterwards. */
  destroy(): void;
}

/**
 * Opens a session for one card form. Called each time the form opens; the app keeps the latest
 * session, because its `tokenizeCard` actor asks that session for the token.
 */
export type CreateCardEntry = () => CardEntrySession;
