/** The stored records the profile machine's tests start from: one phone, one email, one address. */
import type { UserAddress, UserEmail, UserPhone } from '../profile/profile.types';

export const phone: UserPhone = {
  userPhoneId: 11,
  userId: 5,
  phoneNumber: '2125550134',
  primary: true,
  verified: false,
  smsAllowed: true,
};
export const email: UserEmail = {
  userEmailId: 21,
  userId: 5,
  emailAddress: 'jane@example.com',
  primary: true,
  verified: true,
  verificationToken: '',
  optedOut: false,
  emailAllowed: true,
};
export const address: UserAddress = {
  street1: '12 Main St',
  street2: '',
  city: 'Springfield',
  province: 'IL',
  postalCode: '62701',
  userLocationId: 31,
};
