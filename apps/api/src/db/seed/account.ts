import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { POSTAL_CODES } from '../../domain/account/postalCodeData';
import { processImage } from '../../images/process';
import { storeImage } from '../../images/store';
import { sha256 } from '../../security/tokens';
import type { Tx } from '../client';
import {
  contactPreferences,
  locations,
  paymentMethods,
  postalCodes,
  relocations,
  userEmails,
  userImages,
  userLocations,
  userPhones,
} from '../schema';
import type { AreaSeed } from './index';

async function seedPostalCodes(tx: Tx) {
  await tx.insert(postalCodes).values([...POSTAL_CODES]);
}

/** A drawn headshot (no photo of anyone), stored exactly as an upload would be. */
async function seedHeadshot(tx: Tx, userId: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="#f4b183"/>
    <circle cx="200" cy="160" r="80" fill="#7b4a2e"/>
    <path d="M60 400c0-90 62-150 140-150s140 60 140 150z" fill="#2f5d8a"/>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const fileName = await storeImage(tx, {
    uploaderUserId: userId,
    // ACCOUNT_IMAGE_UPLOAD's values, spelled out: the seed cannot import @hearth/data at run time.
    contentType: 'USER_HEADSHOT',
    phaseType: 'UNKNOWN',
    image: await processImage(png),
  });
  await tx.insert(userImages).values({ userId, imageFileName: fileName });
}

async function seedHomeownerLocations(tx: Tx, userId: number) {
  const [previous, home] = await tx
    .insert(locations)
    .values([
      {
        streetLine1: '1501 S Lamar Blvd',
        city: 'Austin',
        countrySubdivision: 'US_TX',
        postalCode: '78704',
        latitude: 30.2516,
        longitude: -97.7654,
        createdByUserId: userId,
      },
      {
        streetLine1: '1100 Congress Ave',
        streetLine2: 'Unit 4',
        city: 'Austin',
        countrySubdivision: 'US_TX',
        postalCode: '78701',
        latitude: 30.2747,
        longitude: -97.7404,
        createdByUserId: userId,
      },
    ])
    .returning();
  if (!previous || !home) throw new Error('location insert returned nothing');
  await tx.insert(userLocations).values([
    { userId, locationId: previous.locationId, primary: false },
    { userId, locationId: home.locationId, primary: true },
  ]);
  await tx.insert(relocations).values({
    userId,
    fromLocationId: previous.locationId,
    toLocationId: home.locationId,
    moveDate: '2025-06-01',
  });
}

/** Demo rows of the account area: the homeowner's contact details, home, cards and headshot. */
export const seedAccount: AreaSeed = async (tx, accounts) => {
  const homeowner = accounts.homeowner;
  await seedPostalCodes(tx);
  await tx.insert(userPhones).values([
    {
      userId: homeowner,
      phoneNumber: '(512) 555-0142',
      phoneType: 'MOBILE',
      primary: true,
      verified: true,
      smsAllowed: true,
      verificationToken: randomUUID(),
    },
    {
      userId: homeowner,
      phoneNumber: '(512) 555-0199',
      phoneType: 'HOME',
      primary: false,
      verified: false,
      smsAllowed: false,
      verificationToken: randomUUID(),
    },
  ]);
  // Every demo account, the passwordless one included, has its primary e-mail from createUser;
  // the homeowner also has a second, opted-out one.
  await tx.insert(userEmails).values({
    userId: homeowner,
    emailAddress: 'hana.alt@hearth.test',
    primary: false,
    verified: false,
    verificationToken: randomUUID(),
    optedOut: true,
    optedOutUtcMs: Date.UTC(2025, 0, 15),
    emailAllowed: false,
  });
  await seedHomeownerLocations(tx, homeowner);
  await tx.insert(contactPreferences).values({
    userId: homeowner,
    verificationToken: randomUUID(),
    prosSms: true,
    prosEmail: true,
    hearthSms: false,
    hearthEmail: true,
  });
  const card = { userId: homeowner, billingAgent: 'DONE', paymentProcessor: 'STRIPE' };
  await tx.insert(paymentMethods).values([
    {
      ...card,
      tokenHash: sha256('seed:homeowner:mastercard'),
      cardType: 'Mastercard',
      lastFour: '4444',
      expiryMonth: 3,
      expiryYear: 2027,
      status: 'INACTIVE',
    },
    {
      ...card,
      tokenHash: sha256('seed:homeowner:visa'),
      cardType: 'Visa',
      lastFour: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
      status: 'ACTIVE',
    },
  ]);
  await seedHeadshot(tx, homeowner);
};
