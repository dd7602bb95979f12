/**
 * BI user-action events (spec 01 §3, §7): a render of a page or part, a click on a named element,
 * recorded through the API, which names the signed-in user as the event's. Analytics never gets
 * in a person's way: a failed event is logged and dropped.
 */
import { trackUserAction } from '@hearth/data';
import { CREATE_ACCOUNT_EVENT } from '@hearth/machines';
import { useEffect } from 'react';
import type { InspectionEvent } from 'xstate';
import { client } from '../data/client';

export type UserActionType = 'render' | 'click';
export type EntityPair = { name: string; value: string | number };

/** Sends the event; the promise settles either way (a failure is only logged). */
export function trackAction(
  actionType: UserActionType,
  uiElement: string,
  entity?: EntityPair,
): Promise<void> {
  return trackUserAction(client, {
    actionType,
    uiElement,
    eventUrl: window.location.href,
    requestUrl: document.referrer || window.location.href,
    ...(entity ? { entity1Name: entity.name, entity1Value: entity.value } : {}),
  }).then(
    () => undefined,
    (error: unknown) => console.warn('BI event not recorded', uiElement, error),
  );
}

/** Records one render event per mount of the page or part named `uiElement`. */
export function useTrackRender(uiElement: string): void {
  useEffect(() => {
    // Sent from a task of its own, out of the page's effects (see useAsync).
    const send = setTimeout(() => void trackAction('render', uiElement));
    return () => clearTimeout(send);
  }, [uiElement]);
}

/**
 * The 'Create Account' event of a new account (spec 01 §4), recorded as the click that created it
 * (Verify), once the new session is in: the API records it as its user's.
 */
export function trackCreateAccount(): Promise<void> {
  return trackAction('click', CREATE_ACCOUNT_EVENT);
}

/**
 * An `inspect` option for a flow's actor that records a click event for each person's event in
 * `uiElements` (machine event type -> the element's name), as the view sends it.
 */
export function trackClicks(uiElements: Readonly<Record<string, string>>) {
  return (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.event' || inspection.sourceRef !== undefined) return;
    const uiElement = uiElements[inspection.event.type];
    if (uiElement) void trackAction('click', uiElement);
  };
}
