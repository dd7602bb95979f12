'use client';

/**
 * Brand marks for the footer's social links. Lucide 1.x ships no brand icons, so these are
 * Lucide's former outline drawings (ISC licence; the X mark after Tabler Icons, MIT), built with
 * `createLucideIcon` so they take the same `Icon` sizes and `currentColor` stroke as every other icon.
 */
import { createLucideIcon } from 'lucide-react';

export const Facebook = createLucideIcon('facebook', [
  ['path', { d: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z', key: 'f' }],
]);

export const Instagram = createLucideIcon('instagram', [
  ['rect', { width: '20', height: '20', x: '2', y: '2', rx: '5', ry: '5', key: 'frame' }],
  ['path', { d: 'M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z', key: 'lens' }],
  ['line', { x1: '17.5', x2: '17.51', y1: '6.5', y2: '6.5', key: 'flash' }],
]);

/** The X mark, after Tabler Icons' `brand-x` (MIT). */
export const XLogo = createLucideIcon('x-logo', [
  ['path', { d: 'M4 4l11.733 16h4.267l-11.733 -16z', key: 'stroke' }],
  ['path', { d: 'M4 20l6.768 -6.768m2.46 -2.46l6.772 -6.772', key: 'slash' }],
]);

export const Youtube = createLucideIcon('youtube', [
  [
    'path',
    {
      d: 'M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17',
      key: 'screen',
    },
  ],
  ['path', { d: 'm10 15 5-3-5-3z', key: 'play' }],
]);

export const Linkedin = createLucideIcon('linkedin', [
  ['path', { d: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z', key: 'n' }],
  ['rect', { width: '4', height: '12', x: '2', y: '9', key: 'i' }],
  ['circle', { cx: '4', cy: '4', r: '2', key: 'dot' }],
]);
