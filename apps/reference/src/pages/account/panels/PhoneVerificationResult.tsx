import { PHONE_VERIFICATION_TOKEN_PARAM } from '@hearth/data';
import { type PhoneVerificationState, phoneVerificationMachine } from '@hearth/machines';
import { PhoneVerificationToast } from '@hearth/ui';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from '../../../routing';

/**
 * The landing of a phone verification link (`phoneVerified=true` and its token): once confirmed,
 * both leave the address (a reload would only report the spent token) and the toast says how it went.
 */
export function PhoneVerificationResult({ confirmation }: { confirmation: Promise<PhoneVerificationState> }) {
  const [, setSearch] = useSearchParams();
  const [state, setState] = useState<PhoneVerificationState | null>(null);
  useEffect(() => {
    let cancelled = false;
    confirmation.then((result) => {
      if (cancelled) return;
      setState(result);
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(PHONE_VERIFICATION_TOKEN_PARAM);
          next.delete('phoneVerified');
          return next;
        },
        { replace: true },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [confirmation, setSearch]);
  return state ? <ToastFor state={state} /> : null;
}

function ToastFor({ state }: { state: PhoneVerificationState }) {
  const toast = useActorRef(phoneVerificationMachine, { input: { phoneVerified: true, state } });
  return <PhoneVerificationToast actor={toast} />;
}
