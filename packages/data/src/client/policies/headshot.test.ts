/// <reference types="node" />
import { afterAll, describe, expect, test } from 'vitest';
import { ACCOUNT_IMAGE_UPLOAD } from '../../contract/resources/account';
import { ContractError, HttpError } from '../errors';
import { send } from '../testServer.test.util';
import { uploadAccountImage } from './headshot';
import { startPolicyKit } from './kit.test.util';

const kit = await startPolicyKit();
afterAll(() => kit.api.close());

describe('uploadAccountImage', () => {
  test('sends the file and the two form fields as multipart, with the CSRF header, and returns the file name', async () => {
    kit.api.route('POST', ACCOUNT_IMAGE_UPLOAD.path, (_request, res) =>
      send(res, 201, { fileName: 'f1.jpg' }),
    );
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

    await expect(uploadAccountImage(kit.client(), file)).resolves.toEqual({ fileName: 'f1.jpg' });

    const [request] = kit.api.hits(ACCOUNT_IMAGE_UPLOAD.path);
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers['x-csrf-token']).toBe(kit.api.csrf.token);
    expect(request?.body).toContain('name="phaseType"\r\n\r\nUNKNOWN');
    expect(request?.body).toContain('name="contentType"\r\n\r\nUSER_HEADSHOT');
    expect(request?.body).toContain('name="file"; filename="me.png"');
    expect(request?.body).toContain('Content-Type: image/png');
  });

  test('a refused file is an HttpError with the server code; an answer without a file name breaks the contract', async () => {
    kit.api.route('POST', ACCOUNT_IMAGE_UPLOAD.path, (_request, res) =>
      send(res, 415, { error: 'Unsupported Media Type', code: 'NOT_AN_IMAGE', message: 'Not an image.' }),
    );
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const refused = await uploadAccountImage(kit.client(), text).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).code).toBe('NOT_AN_IMAGE');

    kit.api.route('POST', ACCOUNT_IMAGE_UPLOAD.path, (_request, res) => send(res, 201, { name: 'x' }));
    await expect(uploadAccountImage(kit.client(), text)).rejects.toBeInstanceOf(ContractError);
  });
});
