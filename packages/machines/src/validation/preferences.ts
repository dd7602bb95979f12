import { messages } from '../messages';

/** The three mutually exclusive choices of a Communication Methods row. */
export type ContactMethod = 'email' | 'text' | 'both';

export interface ContactMedia {
  sms: boolean;
  email: boolean;
}

const MEDIA: Record<ContactMethod, ContactMedia> = {
  email: { sms: false, email: true },
  text: { sms: true, email: false },
  both: { sms: true, email: true },
};

export const mediaForContactMethod = (method: ContactMethod): ContactMedia => ({ ...MEDIA[method] });

/** The choice a stored preference shows as; undefined when neither medium is on. */
export function contactMethodOf(media: ContactMedia): ContactMethod | undefined {
  if (media.sms && media.email) return 'both';
  if (media.sms) return 'text';
  return media.email ? 'email' : undefined;
}

/** Save is enabled only if the box differs from the stored value and nothing is loading or saving. */
export const canSavePaperless = (
  stored: boolean | null | undefined,
  checked: boolean,
  busy: boolean,
): boolean => !busy && typeof stored === 'boolean' && stored !== checked;

/** The two short codes an email-link unsubscribe knows; their exact strings are configuration. */
export interface UnsubscribeShortCodes {
  newsletter: string;
  moveIn: string;
}

/** The message for an email-link unsubscribe; an unknown short code is an error. */
export function unsubscribeShortCodeResult(shortCode: string, codes: UnsubscribeShortCodes) {
  const m = messages.emailSubscriptions;
  if (shortCode === codes.newsletter) return { ok: true, message: m.newsletterUnsubscribed } as const;
  if (shortCode === codes.moveIn) return { ok: true, message: m.moveInUnsubscribed } as const;
  return { ok: false, message: m.invalidShortCode } as const;
}
