/**
 * What the account area reads before it shows (spec 02 §3, §7): the user, their images, e-mails,
 * phones and address, their to-do lists and the email-notices flag, all for the viewed user id
 * (the signed-in user's own, or a customer's on a curator's by-id page).
 */
import {
  graphqlOperations,
  type User,
  type UserAddress,
  type UserEmail,
  type UserImageRecord,
  type UserPhone,
  userAddressResource,
  userEmailByUserIdServiceResource,
  userImagesResource,
  userPhoneResource,
  userResource,
} from '@hearth/data';
import type { TodoList } from '@hearth/ui';
import { client } from '../../data/client';

export type AccountRecords = {
  user: User;
  images: UserImageRecord[];
  emails: UserEmail[];
  phones: UserPhone[];
  address: UserAddress | null;
  todoLists: TodoList[];
  /** null while the flag was never set (the Document delivery panel then stays hidden). */
  emailNoticesFlag: boolean | null;
};

/** Every read at once; any failure fails the whole load, so no panel shows half a picture. */
export async function loadAccountRecords(userId: number, signal: AbortSignal): Promise<AccountRecords> {
  const options = { signal };
  const [user, images, emails, phones, address, todo, emailNoticesFlag] = await Promise.all([
    client.call(userResource.read, { userId }, options),
    client.call(userImagesResource.read, { userId }, options),
    client.call(userEmailByUserIdServiceResource.read, { userId }, options),
    client.call(userPhoneResource.read, { userId }, options),
    client.call(userAddressResource.read, { userId }, options),
    client.graphql(graphqlOperations.todoListsByUserId, { userId }, options),
    loadEmailNoticesFlag(userId, signal),
  ]);
  return {
    user,
    images,
    emails,
    phones,
    address,
    todoLists: todo.todoListsByUserId as TodoList[],
    emailNoticesFlag,
  };
}

/** The email-notices (paperless) flag; null while it was never set. */
export async function loadEmailNoticesFlag(userId: number, signal?: AbortSignal): Promise<boolean | null> {
  const { getEmailNotices } = await client.graphql(graphqlOperations.getEmailNotices, { userId }, { signal });
  return getEmailNotices?.emailNoticesFlag ?? null;
}

/**
 * The records once the profile saved an email (updated or created): the server's record takes
 * the stored one's place, the primary and the login email (the server changes both), which the
 * other panels send requests with.
 */
export function withEmail(records: AccountRecords, saved: UserEmail): AccountRecords {
  const emails = records.emails.map((email) =>
    email.userEmailId === saved.userEmailId ? { ...saved, primary: true } : { ...email, primary: false },
  );
  const known = records.emails.some((email) => email.userEmailId === saved.userEmailId);
  return {
    ...records,
    user: { ...records.user, emailAddress: saved.emailAddress },
    emails: known ? emails : [...emails, { ...saved, primary: true }],
  };
}

export const primaryRecord = <T extends { primary: boolean }>(records: readonly T[]): T | null =>
  records.find((record) => record.primary) ?? records[0] ?? null;

export const todoItemCount = (lists: readonly TodoList[]) =>
  lists.reduce((count, list) => count + list.items.length, 0);
