import { ACCOUNT_IMAGE_UPLOAD, type DirectoryUser, type User, type usersResources } from '@hearth/data';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { uploadedImages, userImages, users } from '../db/schema';
import {
  addEmail,
  addPhone,
  changePrimaryEmail,
  changePrimaryPhone,
  listEmails,
  listPhones,
  requireUsPhone,
  toUserEmail,
  toUserPhone,
} from '../domain/account/contacts';
import { primaryAddress } from '../domain/account/locations';
import { findUser } from '../domain/users';
import { badRequest, notFound } from '../errors';
import { isCurator } from '../security/sessions';
import type { HandlersFor } from './handlers';

async function readUser(db: Queryable, userId: number): Promise<User> {
  const user = await findUser(db, userId);
  if (!user) throw notFound('User');
  return {
    userId: user.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    hasNoPassword: user.passwordHash === null,
    emailAddress: user.email,
  };
}

export const usersHandlers: HandlersFor<typeof usersResources> = {
  user: {
    read: ({ userId }, { db }) => readUser(db, userId),
    update: async ({ userId, firstName, lastName }, { db }) => {
      const [updated] = await db
        .update(users)
        .set({ firstName, lastName })
        .where(eq(users.userId, userId))
        .returning({ userId: users.userId });
      if (!updated) throw notFound('User');
      return readUser(db, userId);
    },
    create: async ({ userIds }, { db, caller }) => {
      const out: Record<string, DirectoryUser> = {};
      if (!userIds.length) return out;
      const rows = await db
        .select({ userId: users.userId, firstName: users.firstName, email: users.email })
        .from(users)
        .where(inArray(users.userId, userIds));
      for (const row of rows) {
        const maySeeEmail = row.userId === caller?.userId || isCurator(caller);
        out[String(row.userId)] = {
          userId: row.userId,
          hearthUserId: row.userId,
          firstName: row.firstName,
          email: maySeeEmail ? row.email : null,
        };
      }
      return out;
    },
  },
  userEmailByUserIdService: {
    read: async ({ userId }, { db }) => (await listEmails(db, userId)).map(toUserEmail),
    create: async (input, { db }) => toUserEmail(await db.transaction((tx) => addEmail(tx, input))),
    update: async ({ userId, emailAddress }, { db }) => {
      const row = await db.transaction((tx) => changePrimaryEmail(tx, userId, emailAddress));
      if (!row) throw notFound('Email');
      return toUserEmail(row);
    },
  },
  userImages: {
    read: ({ userId }, { db }) =>
      db
        .select({
          userImageId: userImages.userImageId,
          userId: userImages.userId,
          imageFileName: userImages.imageFileName,
        })
        .from(userImages)
        .where(eq(userImages.userId, userId))
        .orderBy(desc(userImages.userImageId)),
  },
  userImage: {
    create: async ({ userId, imageFileName }, { db }) => {
      const [upload] = await db
        .select({ fileName: uploadedImages.fileName })
        .from(uploadedImages)
        .where(
          and(
            eq(uploadedImages.fileName, imageFileName),
            eq(uploadedImages.uploaderUserId, userId),
            eq(uploadedImages.contentType, ACCOUNT_IMAGE_UPLOAD.contentType),
          ),
        );
      if (!upload) {
        const message = 'Upload the image first: this file is not one of your uploads.';
        throw badRequest(message, { imageFileName: [message] });
      }
      const [row] = await db.insert(userImages).values({ userId, imageFileName }).returning({
        userImageId: userImages.userImageId,
        userId: userImages.userId,
        imageFileName: userImages.imageFileName,
      });
      if (!row) throw new Error('insert returned no image');
      return row;
    },
  },
  userPhone: {
    read: async ({ userId }, { db }) => (await listPhones(db, userId)).map(toUserPhone),
    create: async ({ userId, phoneNumber, primary, smsAllowed, verified }, { db }) => {
      const phone = requireUsPhone(phoneNumber);
      if (verified) {
        const message = 'A phone number is verified through phone verification.';
        throw badRequest(message, { verified: [message] });
      }
      const row = await db.transaction((tx) =>
        addPhone(tx, { userId, phoneNumber: phone, primary, smsAllowed }),
      );
      return toUserPhone(row);
    },
    update: async ({ userId, phoneNumber }, { db }) => {
      const phone = requireUsPhone(phoneNumber);
      const row = await db.transaction((tx) => changePrimaryPhone(tx, userId, phone));
      if (!row) throw notFound('Phone');
      return toUserPhone(row);
    },
  },
  userAddress: {
    read: ({ userId }, { db }) => primaryAddress(db, userId),
  },
};
