import { PHONE_VERIFICATION_TOKEN_PARAM } from '@hearth/data';
import type { PhoneVerificationState } from '@hearth/machines';
import { useState } from 'react';
import { confirmPhoneVerificationOnce } from '../../flows/account/phoneVerification';
import { useSearchParams } from '../../routing';

/** The confirmation of the phone verification link the page was opened with, if it was. */
export function usePhoneVerificationLink(): Promise<PhoneVerificationState> | null {
  const [search] = useSearchParams();
  const [token] = useState(() =>
    search.get('phoneVerified') === 'true' ? search.get(PHONE_VERIFICATION_TOKEN_PARAM) : null,
  );
  return token ? confirmPhoneVerificationOnce(token) : null;
}
