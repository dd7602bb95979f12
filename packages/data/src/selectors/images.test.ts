import { describe, expect, test } from 'vitest';
import {
  type AvatarInput,
  avatarSources,
  avatarUrl,
  IMAGE_SIZES,
  imageSizePx,
  newestHeadshot,
  type UserImage,
} from './images';

const HOST = 'https://images.example.com';
const display = (px: number, file: string) => `${HOST}/api/image/display/v2/${px}/${file}.jpg`;
const social = (id: string, px: number) =>
  `https://graph.facebook.com/${id}/picture?width=${px}&height=${px}`;

describe('IMAGE_SIZES', () => {
  test('pixel sizes of spec 01 §3', () => {
    expect(IMAGE_SIZES).toEqual({ LARGE: 227, MEDIUM: 130, SMALL: 50, EXTRA_SMALL: 30 });
  });

  test.each<[Parameters<typeof imageSizePx>[0], number]>([
    [undefined, 50],
    ['LARGE', 227],
    ['MEDIUM', 130],
    ['SMALL', 50],
    ['EXTRA_SMALL', 30],
    [600, 600],
  ])('imageSizePx(%j) -> %i', (size, px) => {
    expect(imageSizePx(size)).toBe(px);
  });

  test.each([0, -1, 1.5, Number.NaN])('imageSizePx(%d) throws', (size) => {
    expect(() => imageSizePx(size)).toThrow(RangeError);
  });
});

describe('avatarSources / avatarUrl', () => {
  test.each<[string, AvatarInput, string[]]>([
    [
      'filename, default size SMALL',
      { imagesHost: HOST, filename: 'abc123' },
      [display(50, 'abc123'), display(50, 'default-avatar')],
    ],
    [
      'filename at MEDIUM by name',
      { imagesHost: HOST, filename: 'abc123', size: 'MEDIUM' },
      [display(130, 'abc123'), display(130, 'default-avatar')],
    ],
    [
      'filename at LARGE by pixels, host with trailing slash, .jpg tolerated',
      { imagesHost: `${HOST}/`, filename: 'abc123.jpg', size: 227 },
      [display(227, 'abc123'), display(227, 'default-avatar')],
    ],
    [
      'filename and social id: headshot, then social, then default',
      { imagesHost: HOST, filename: 'abc', facebookUserId: '987', size: 'EXTRA_SMALL' },
      [display(30, 'abc'), social('987', 30), display(30, 'default-avatar')],
    ],
    [
      'no filename, numeric social id',
      { imagesHost: HOST, filename: null, facebookUserId: 987 },
      [social('987', 50), display(50, 'default-avatar')],
    ],
    [
      'blank filename, no social id',
      { imagesHost: HOST, filename: '  ', facebookUserId: '' },
      [display(50, 'default-avatar')],
    ],
    ['nothing', { imagesHost: HOST }, [display(50, 'default-avatar')]],
    [
      'filename is URL-encoded',
      { imagesHost: HOST, filename: 'a b/c' },
      [display(50, 'a%20b%2Fc'), display(50, 'default-avatar')],
    ],
  ])('%s', (_name, input, expected) => {
    expect(avatarSources(input)).toEqual(expected);
    expect(avatarUrl(input)).toBe(expected[0]);
  });
});

describe('newestHeadshot', () => {
  const image = (userImageId: number): UserImage => ({
    userImageId,
    userId: 1,
    imageFileName: `f${userImageId}`,
  });

  test.each<[string, UserImage[], string | undefined]>([
    ['none', [], undefined],
    ['one', [image(3)], 'f3'],
    ['highest id wins regardless of order', [image(2), image(10), image(7)], 'f10'],
    ['highest id first', [image(10), image(2)], 'f10'],
  ])('%s', (_name, images, expected) => {
    expect(newestHeadshot(images)?.imageFileName).toBe(expected);
  });
});
