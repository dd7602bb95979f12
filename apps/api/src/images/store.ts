/** Images live in the database (bytea), so PGlite and PostgreSQL behave alike and tests need no files. */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { imageRenditions, uploadedImages } from '../db/schema';
import type { ProcessedImage } from './process';

/** 32 hex characters: unguessable, and safe in a URL path. */
export const FILE_NAME_PATTERN = /^[0-9a-f]{32}$/;
export const newFileName = () => randomBytes(16).toString('hex');

/** Stores the re-encoded image and its square crops; call inside a transaction. */
export async function storeImage(
  tx: Queryable,
  input: { uploaderUserId: number; contentType: string; phaseType: string; image: ProcessedImage },
): Promise<string> {
  const fileName = newFileName();
  await tx.insert(uploadedImages).values({
    fileName,
    uploaderUserId: input.uploaderUserId,
    contentType: input.contentType,
    phaseType: input.phaseType,
    width: input.image.width,
    height: input.image.height,
    data: input.image.master,
  });
  await tx
    .insert(imageRenditions)
    .values([...input.image.renditions].map(([sizePx, data]) => ({ fileName, sizePx, data })));
  return fileName;
}

export async function readRendition(db: Queryable, fileName: string, sizePx: number): Promise<Buffer | null> {
  if (!FILE_NAME_PATTERN.test(fileName)) return null;
  const [row] = await db
    .select({ data: imageRenditions.data })
    .from(imageRenditions)
    .where(and(eq(imageRenditions.fileName, fileName), eq(imageRenditions.sizePx, sizePx)));
  return row?.data ?? null;
}
