import multipart, { type Multipart } from '@fastify/multipart';
import { ACCOUNT_IMAGE_UPLOAD, DEFAULT_AVATAR_FILENAME, IMAGE_SIZES, type ImageSizeName } from '@hearth/data';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, badRequest } from '../errors';
import type { Security } from '../security/plugin';
import { defaultAvatar } from './defaultAvatar';
import { NotAnImageError, processImage } from './process';
import { readRendition, storeImage } from './store';

export const IMAGE_DISPLAY_ROUTE = '/api/image/display/v2/:size/:file';
const TOO_LARGE = 'The image must be 5 MB or smaller.';
const NO_FILE = 'Choose an image file to upload.';
/** File names are random and never reused, so a served image never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const DEFAULT_AVATAR_CACHE = 'public, max-age=3600';

/** `227` or `LARGE` -> 227; undefined for any other size. */
export function sizePx(size: string): number | undefined {
  const byName = IMAGE_SIZES[size.toUpperCase() as ImageSizeName];
  if (byName) return byName;
  const px = Number(size);
  return Object.values(IMAGE_SIZES).includes(px as never) ? px : undefined;
}

type Fields = Record<string, string>;

/** Reads the multipart body: the `file` part into memory (at most 5 MB) and the text fields. */
async function readUpload(parts: AsyncIterableIterator<Multipart>) {
  const fields: Fields = {};
  let file: Buffer | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = data;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', TOO_LARGE, { file: [TOO_LARGE] });
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badRequest('Send one image with the phaseType and contentType fields.', { file: [NO_FILE] });
    }
    throw error;
  }
  return { fields, file };
}

function checkFields(fields: Fields, file: Buffer | undefined) {
  const errors: Record<string, string[]> = {};
  if (fields.phaseType !== ACCOUNT_IMAGE_UPLOAD.phaseType)
    errors.phaseType = [`phaseType must be ${ACCOUNT_IMAGE_UPLOAD.phaseType}.`];
  if (fields.contentType !== ACCOUNT_IMAGE_UPLOAD.contentType)
    errors.contentType = [`contentType must be ${ACCOUNT_IMAGE_UPLOAD.contentType}.`];
  if (!file?.length) errors.file = [NO_FILE];
  if (Object.keys(errors).length) throw badRequest('Some fields are invalid.', errors);
}

function sendJpeg(reply: FastifyReply, data: Buffer, cacheControl: string, etag: string) {
  return reply
    .header('content-type', 'image/jpeg')
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(data);
}

/**
 * The headshot upload (`POST /api/v1/account/images`, login + CSRF) and image serving
 * (`GET /api/image/display/v2/{size}/{file}.jpg`). Multipart parsing is registered only inside
 * this plugin, so no other route accepts multipart bodies.
 */
export async function registerImageRoutes(app: FastifyInstance, security: Security) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ACCOUNT_IMAGE_UPLOAD.maxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
    });

    scope.post(ACCOUNT_IMAGE_UPLOAD.path, async (request, reply) => {
      const context = security.context(request, reply);
      const caller = context.requireCaller();
      if (!request.isMultipart())
        throw badRequest('Send the image as multipart/form-data.', { file: [NO_FILE] });
      const { fields, file } = await readUpload(request.parts());
      checkFields(fields, file);
      let image: Awaited<ReturnType<typeof processImage>>;
      try {
        image = await processImage(file as Buffer);
      } catch (error) {
        if (error instanceof NotAnImageError) throw badRequest(error.message, { file: [error.message] });
        throw error;
      }
      const fileName = await context.db.transaction((tx) =>
        storeImage(tx, {
          uploaderUserId: caller.userId,
          contentType: ACCOUNT_IMAGE_UPLOAD.contentType,
          phaseType: ACCOUNT_IMAGE_UPLOAD.phaseType,
          image,
        }),
      );
      return reply.code(201).send({ fileName });
    });

    scope.get<{ Params: { size: string; file: string } }>(IMAGE_DISPLAY_ROUTE, async (request, reply) => {
      const px = sizePx(request.params.size);
      if (!px) {
        const message = `Size must be one of ${Object.keys(IMAGE_SIZES).join(', ')} or ${Object.values(IMAGE_SIZES).join(', ')}.`;
        throw badRequest(message, { size: [message] });
      }
      const fileName = request.params.file.replace(/\.jpg$/i, '');
      const data =
        fileName === DEFAULT_AVATAR_FILENAME ? null : await readRendition(app.hearth.db, fileName, px);
      if (!data) {
        return sendJpeg(
          reply,
          await defaultAvatar(px),
          DEFAULT_AVATAR_CACHE,
          `"${DEFAULT_AVATAR_FILENAME}-${px}"`,
        );
      }
      const etag = `"${fileName}-${px}"`;
      if (request.headers['if-none-match'] === etag) {
        return reply.code(304).header('cache-control', IMMUTABLE).header('etag', etag).send();
      }
      return sendJpeg(reply, data, IMMUTABLE, etag);
    });
  });
}
