import { ACCOUNT_IMAGE_UPLOAD, avatarUrl } from '@hearth/data';
import { ProfilePictureCard, useBrand } from '@hearth/ui';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { appProfilePictureMachine } from '../../../flows/account/profilePicture';
import type { AccountRecords } from '../../../flows/account/records';
import { SessionContext } from '../../../session/SessionProvider';

/** Profile Picture: a new headshot shows in the card and, once the session is read again, the header. */
export function PhotoPanel({ records }: { records: AccountRecords }) {
  const { imagesHost } = useBrand();
  const session = SessionContext.useActorRef();
  const { user, images } = records;
  const upload = useActorRef(appProfilePictureMachine, {
    input: { userId: user.userId, images, maxBytes: ACCOUNT_IMAGE_UPLOAD.maxBytes },
  });
  useEffect(() => {
    let shown = upload.getSnapshot().context.headshot?.userImageId;
    const subscription = upload.subscribe((snapshot) => {
      const newest = snapshot.context.headshot?.userImageId;
      if (newest === shown) return;
      shown = newest;
      session.send({ type: 'api.sessionChanged' });
    });
    return () => subscription.unsubscribe();
  }, [upload, session]);
  return (
    <ProfilePictureCard
      actor={upload}
      imageUrl={(image) => avatarUrl({ imagesHost, filename: image.imageFileName, size: 'MEDIUM' })}
      name={`${user.firstName} ${user.lastName}`.trim()}
      headingLevel={3}
    />
  );
}
