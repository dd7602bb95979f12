/**
 * Draws the advice tiles' pictures (the Resources dropdown's `/images/advice/{slug}.jpg`) into the
 * reference app's public folder: a small illustration per article, our own work, 320x180 JPEG.
 * Run again after adding a tile: `pnpm --filter @hearth/api exec tsx src/bin/adviceImages.ts`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { FIXED_ADVICE_TILES, MONTHLY_ADVICE_TILES } from '../db/seed/data/header';

const OUT = path.resolve(fileURLToPath(import.meta.url), '../../../../reference/public/images/advice');

type Scene = { sky: [string, string]; ground: string; accent: string; emblem: string };

const sun = (color: string) => `<circle cx="262" cy="44" r="20" fill="${color}"/>`;
const snowflake = `<g stroke="#ffffff" stroke-width="4" stroke-linecap="round">${[0, 60, 120]
  .map((angle) => `<line x1="262" y1="22" x2="262" y2="66" transform="rotate(${angle} 262 44)"/>`)
  .join('')}</g>`;
const leaf = (color: string) =>
  `<path d="M246 60 C246 34 266 26 282 24 C282 44 272 62 250 62 Z" fill="${color}"/><line x1="248" y1="62" x2="270" y2="38" stroke="#ffffff" stroke-width="2"/>`;
const drop = (color: string) =>
  `<path d="M262 22 C272 38 278 46 278 54 A16 16 0 0 1 246 54 C246 46 252 38 262 22 Z" fill="${color}"/>`;
const box = (color: string) =>
  `<rect x="240" y="30" width="44" height="34" rx="3" fill="${color}"/><line x1="240" y1="42" x2="284" y2="42" stroke="#ffffff" stroke-width="3"/>`;
const checklist = (color: string) =>
  `<rect x="242" y="20" width="40" height="50" rx="4" fill="#ffffff"/>${[32, 44, 56]
    .map(
      (y) =>
        `<path d="M248 ${y} l4 4 l7 -8" stroke="${color}" stroke-width="3" fill="none"/><line x1="264" y1="${y}" x2="276" y2="${y}" stroke="${color}" stroke-width="3"/>`,
    )
    .join('')}`;
const bulb = (color: string) =>
  `<circle cx="262" cy="40" r="14" fill="${color}"/><rect x="256" y="52" width="12" height="10" rx="2" fill="#ffffff"/>`;

const SCENES: Record<string, Scene> = {
  'how-to-hire-a-contractor': {
    sky: ['#dbeafe', '#eff6ff'],
    ground: '#86efac',
    accent: '#1d4ed8',
    emblem: checklist('#1d4ed8'),
  },
  'home-maintenance-checklist': {
    sky: ['#e0f2fe', '#f0f9ff'],
    ground: '#a7f3d0',
    accent: '#0f766e',
    emblem: checklist('#0f766e'),
  },
  'moving-checklist': {
    sky: ['#fef3c7', '#fffbeb'],
    ground: '#bbf7d0',
    accent: '#b45309',
    emblem: box('#b45309'),
  },
  'prevent-frozen-pipes': {
    sky: ['#bfdbfe', '#e0f2fe'],
    ground: '#f8fafc',
    accent: '#1e3a8a',
    emblem: snowflake,
  },
  'plan-a-remodel-budget': {
    sky: ['#e0e7ff', '#eef2ff'],
    ground: '#e5e7eb',
    accent: '#4338ca',
    emblem: checklist('#4338ca'),
  },
  'spring-cleaning-checklist': {
    sky: ['#dcfce7', '#f0fdf4'],
    ground: '#86efac',
    accent: '#15803d',
    emblem: drop('#0ea5e9'),
  },
  'spring-lawn-care': {
    sky: ['#bae6fd', '#ecfeff'],
    ground: '#4ade80',
    accent: '#166534',
    emblem: sun('#facc15'),
  },
  'ac-summer-prep': { sky: ['#7dd3fc', '#e0f2fe'], ground: '#86efac', accent: '#0369a1', emblem: snowflake },
  'deck-patio-care': {
    sky: ['#fde68a', '#fef9c3'],
    ground: '#a3e635',
    accent: '#92400e',
    emblem: sun('#f97316'),
  },
  'keep-home-cool': {
    sky: ['#fecaca', '#fff1f2'],
    ground: '#86efac',
    accent: '#b91c1c',
    emblem: sun('#f59e0b'),
  },
  'hurricane-preparedness': {
    sky: ['#94a3b8', '#cbd5e1'],
    ground: '#4b5563',
    accent: '#1f2937',
    emblem: drop('#1d4ed8'),
  },
  'fall-maintenance-checklist': {
    sky: ['#fed7aa', '#fff7ed'],
    ground: '#d97706',
    accent: '#9a3412',
    emblem: leaf('#ea580c'),
  },
  'gutter-cleaning-guide': {
    sky: ['#fde68a', '#fffbeb'],
    ground: '#b45309',
    accent: '#78350f',
    emblem: leaf('#c2410c'),
  },
  'furnace-winter-prep': {
    sky: ['#c7d2fe', '#eef2ff'],
    ground: '#f1f5f9',
    accent: '#b91c1c',
    emblem: snowflake,
  },
  'holiday-lighting-safety': {
    sky: ['#1e3a8a', '#312e81'],
    ground: '#f8fafc',
    accent: '#b91c1c',
    emblem: bulb('#fde047'),
  },
};

/** A house on its lot under the scene's sky, with the article's emblem. */
function drawing({ sky, ground, accent, emblem }: Scene): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="320" height="180" fill="url(#sky)"/>
  <ellipse cx="160" cy="186" rx="220" ry="52" fill="${ground}"/>
  <rect x="96" y="84" width="104" height="68" fill="#ffffff" stroke="${accent}" stroke-width="4"/>
  <path d="M84 90 L148 40 L212 90 Z" fill="${accent}"/>
  <rect x="136" y="112" width="24" height="40" fill="${accent}"/>
  <rect x="108" y="100" width="20" height="18" fill="${sky[0]}" stroke="${accent}" stroke-width="3"/>
  <rect x="170" y="100" width="20" height="18" fill="${sky[0]}" stroke="${accent}" stroke-width="3"/>
  ${emblem}
</svg>`;
}

mkdirSync(OUT, { recursive: true });
for (const { slug } of [...FIXED_ADVICE_TILES, ...MONTHLY_ADVICE_TILES]) {
  const scene = SCENES[slug];
  if (!scene) throw new Error(`No picture is drawn for the advice tile "${slug}": add its scene.`);
  await sharp(Buffer.from(drawing(scene)))
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(path.join(OUT, `${slug}.jpg`));
}
console.log(`Drew ${Object.keys(SCENES).length} advice pictures into ${OUT}`);
