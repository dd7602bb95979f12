'use client';

import { messages, profilePictureHint, type profilePictureMachine, type UserImage } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Card, type CardHeadingLevel } from '../../components/Card';
import { FormAlert, useAccountReadOnly } from '../shared';
import { HintText, PictureActions, PictureRow, StatusText } from './ProfilePictureCard.styles';

export type ProfilePictureActor = ActorRefFrom<typeof profilePictureMachine>;

export type ProfilePictureCardProps = {
  /**
   * A `profilePictureMachine` actor, input `{ userId, images, maxBytes }` (the user's images as
   * loaded with the page; the largest file the server takes, shown beside the picker and checked
   * before sending). It emits nothing; after an upload its context holds the refreshed images.
   */
  actor: ProfilePictureActor;
  /** The URL of a stored image (the app knows the images host and path). */
  imageUrl: (image: UserImage) => string;
  /** The person's name: the picture's text alternative and its initials when there is no picture. */
  name?: string;
  /** The level of the card's heading. @default 2 */
  headingLevel?: CardHeadingLevel;
};

// The spec quotes no messages for these: the catalogue's plain words.
export const photoMessages = {
  refused: messages.photoUpload.notAnImage,
  failed: messages.photoUpload.failed,
  saved: messages.photoUpload.saved,
  previewAlt: messages.photoUpload.previewAlt,
} as const;

/**
 * The Profile Picture card: the current headshot at medium size and 'Change',
 * which opens a picker for one image file, with the formats and size the server takes beside it.
 * The file is checked first (its size, and its first bytes for a picture); the chosen picture shows
 * while it uploads. A refusal says why: the check's reason, or the server's.
 */
export function ProfilePictureCard({ actor, imageUrl, name, headingLevel = 2 }: ProfilePictureCardProps) {
  const isReadOnly = useAccountReadOnly();
  const headshot = useSelector(actor, (snapshot) => snapshot.context.headshot);
  const preview = useSelector(actor, (snapshot) => snapshot.context.preview);
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const isRejected = useSelector(actor, (snapshot) => snapshot.hasTag('rejected'));
  const isFailed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const rejection = useSelector(actor, (snapshot) => snapshot.context.rejection);
  const failure = useSelector(actor, (snapshot) => snapshot.context.error);
  const hint = useSelector(actor, (snapshot) => profilePictureHint(snapshot.context.maxBytes));
  const hintId = useId();
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
  };
  // The file is checked before it shows: its URL is kept once it is the preview.
  useEffect(() => {
    if (preview !== null) objectUrls.keepOnly(preview);
  }, [preview, objectUrls]);

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
            <Button
              variant="secondary"
              isPending={isBusy}
              isDisabled={isReadOnly}
              aria-describedby={hint ? hintId : undefined}
            >
              {messages.profile.changePhoto}
            </Button>
          </FileTrigger>
          {hint ? <HintText id={hintId}>{hint}</HintText> : null}
          {/* Always present, so that what appears in it is announced. */}
          <div role="status">{isSaved ? <StatusText>{photoMessages.saved}</StatusText> : null}</div>
          {isRejected ? <FormAlert>{rejection ?? photoMessages.refused}</FormAlert> : null}
          {/* No message for a stale page: the page-expired banner says it. */}
          {isFailed && failure ? <FormAlert>{failure}</FormAlert> : null}
        </PictureActions>
      </PictureRow>
    </Card>
  );
}

/** Object URLs for previews: the view creates them, and revokes those no longer shown. */
function useObjectUrls() {
  const urls = useRef(new Set<string>());
  const [handle] = useState(() => ({
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
  }));
  useEffect(() => {
    const created = urls.current;
    return () => {
      for (const url of created) URL.revokeObjectURL(url);
      created.clear();
    };
  }, []);
  return handle;
}
