/**
 * The headshot upload: the image file goes up as multipart
 * through the client's one request function (so it carries the CSRF header and session cookie
 * like every other call), then the returned file name becomes the user's newest image record.
 */
import { ACCOUNT_IMAGE_UPLOAD, uploadImageResult } from '../../contract/resources/account';
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
  const parsed = uploadImageResult.safeParse(response.body);
  if (!parsed.success) throw new ContractError('accountImage.upload', { cause: parsed.error });
  return parsed.data;
}
