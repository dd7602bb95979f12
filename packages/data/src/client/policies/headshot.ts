/**
 * The headshot upload: the image file goes up as multipart
 * through the client's one request function (so it carries the CSRF header and session cookie
 * like every other call), then the returned file name becomes the user's newest image record.
 */
import { ACCOUNT_IMAGE_UPLOAD } from '../../contract/resources/account';
import type { CallOptions } from '../client';
import { ContractError } from '../errors';
import type { PolicyClient } from './shared';

export async function uploadAccountImage(
  client: Pick<PolicyClient, 'request'>,
  file: Blob,
  options: Pick<CallOptions, 'signal'> = {},
): Promise<{ fileName: string }> {
  const form = new FormData();
  form.set('phaseType', ACCOUNT_IMAGE_UPLOAD.phaseType);
  form.set('contentType', ACCOUNT_IMAGE_UPLOAD.contentType);
  form.set('file', file, file instanceof File ? file.name : 'headshot');
  const response = await client.request({
    method: 'POST',
    path: ACCOUNT_IMAGE_UPLOAD.path,
    body: form,
    signal: options.signal,
  });
  // The contract's `uploadImageResult`, read by hand: the browser's client needs no schema library.
  const body: unknown = response.body;
  const fileName =
    typeof body === 'object' && body !== null ? (body as { fileName?: unknown }).fileName : undefined;
  if (typeof fileName !== 'string') {
    throw new ContractError('accountImage.upload', {
      cause: new TypeError('The upload answer has no fileName string'),
    });
  }
  return { fileName };
}
