'use client';

import { type headshotUploadMachine, messages, type UserImage } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { FileTrigger } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Card, type CardHeadingLevel } from '../../components/Card';
import { FormAlert, useAccountReadOnly } from '../shared';
import { PictureActions, PictureRow, StatusText } from './ProfilePictureCard.styles';

export type HeadshotUploadActor = ActorRefFrom<typeof headshotUploadMachine>;

export type ProfilePictureCardProps = {
  /**
   * A `headshotUploadMachine` actor, input `{ userId, images }` (the user's images as loaded with
   * the page). It emits nothing; after an upload its context holds the refreshed images.
   */
  actor: HeadshotUploadActor;
  /** The URL of a stored image (the app knows the images host and path). */
  imageUrl: (image: UserImage) => string;
  /** The person's name: the picture's text alternative and its initials when there is no picture. */
  name?: string;
  /** The level of the card's heading. @default 2 */
  headingLevel?: CardHeadingLevel;
};

// The spec quotes no messages for these: plain words.
export const photoMessages = {
  refused: 'That file is not an image. Choose a picture file, such as a JPG or PNG.',
  failed: 'Your picture could not be saved. Please try again.',
  saved: 'Your profile picture was updated.',
  previewAlt: 'Preview of your new profile picture',
} as const;

/**
 * The Profile Picture card (spec 02 §2, §4): the current headshot at medium size and 'Change',
 * which opens a picker for one image file. The chosen picture shows at once while it uploads.
 */
export function ProfilePictureCard({ actor, imageUrl, name, headingLevel = 2 }: ProfilePictureCardProps) {
  const isReadOnly = useAccountReadOnly();
  const headshot = useSelector(actor, (snapshot) => snapshot.context.headshot);
  const preview = useSelector(actor, (snapshot) => snapshot.context.preview);
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const isRejected = useSelector(actor, (snapshot) => snapshot.hasTag('rejected'));
  const isFailed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  // The machine has no success tag: a preview that outlived the wait without an error was saved.
  const isSaved = !isBusy && !isFailed && !isRejected && preview !== null;
  const objectUrls = useObjectUrls();

  const stored = headshot ? [imageUrl(headshot)] : [];
  // While waiting, or when only the refresh failed, the chosen picture is the one to show.
  const showsPreview = preview !== null && !isSaved;
  const sources = preview === null ? stored : showsPreview ? [preview, ...stored] : [...stored, preview];

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const previewUrl = objectUrls.create(file);
    actor.send({ type: 'user.chooseFile', file, previewUrl });
    objectUrls.keepOnly(actor.getSnapshot().context.preview);
  };

  return (
    <Card title="Profile Picture" headingLevel={headingLevel}>
      <PictureRow>
        <Avatar
          size="MEDIUM"
          sources={sources}
          name={name}
          alt={showsPreview ? photoMessages.previewAlt : undefined}
        />
        <PictureActions>
          <FileTrigger acceptedFileTypes={['image/*']} allowsMultiple={false} onSelect={choose}>
            <Button variant="secondary" isPending={isBusy} isDisabled={isReadOnly}>
              {messages.profile.changePhoto}
            </Button>
          </FileTrigger>
          {/* Always present, so that what appears in it is announced. */}
          <div role="status">{isSaved ? <StatusText>{photoMessages.saved}</StatusText> : null}</div>
          {isRejected ? <FormAlert>{photoMessages.refused}</FormAlert> : null}
          {isFailed ? <FormAlert>{photoMessages.failed}</FormAlert> : null}
        </PictureActions>
      </PictureRow>
    </Card>
  );
}

/** Object URLs for previews: the view creates them, and revokes those no longer shown. */
function useObjectUrls() {
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const created = urls.current;
    return () => {
      for (const url of created) URL.revokeObjectURL(url);
      created.clear();
    };
  }, []);
  return {
    create(file: Blob) {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      return url;
    },
    keepOnly(kept: string | null) {
      for (const url of urls.current) {
        if (url === kept) continue;
        URL.revokeObjectURL(url);
        urls.current.delete(url);
      }
    },
  };
}
