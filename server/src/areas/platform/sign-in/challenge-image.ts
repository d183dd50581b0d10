import { randomInt } from 'node:crypto';

type Point = readonly [number, number];

/**
 * A stroke font on a 10 × 14 grid (y down): strokes separated by `|`, each a polyline of `x,y`
 * points. The characters are drawn as paths, never as SVG text: text would hand the answer to any
 * script reading the image's source. Characters easily taken for one another (0/O, 1/I, 2/Z, 5/S,
 * B/8, G/6) are left out, both or all but one.
 */
const FONT: Readonly<Record<string, string>> = {
  '3': '1,2 4,1 8,1 9,3 8,6 4,7|4,7 8,8 9,11 8,13 4,13 1,12',
  '4': '7,13 7,1 1,10 10,10',
  '6': '8,1 4,2 1,7 1,11 4,13 7,13 9,11 9,8 6,6 3,7 1,9',
  '7': '1,1 9,1 4,13',
  '8': '5,7 2,5 2,2 5,1 8,2 8,5 5,7|5,7 1,9 1,12 5,13 9,12 9,9 5,7',
  '9': '9,5 7,7 4,7 1,5 1,3 4,1 7,1 9,3 9,8 7,12 3,13',
  A: '1,13 5,1 9,13|2.5,9 7.5,9',
  C: '9,3 7,1 3,1 1,4 1,10 3,13 7,13 9,11',
  D: '1,1 1,13 6,13 9,10 9,4 6,1 1,1',
  E: '9,1 1,1 1,13 9,13|1,7 7,7',
  F: '9,1 1,1 1,13|1,7 7,7',
  H: '1,1 1,13|9,1 9,13|1,7 9,7',
  J: '9,1 9,10 7,13 3,13 1,10',
  K: '1,1 1,13|9,1 1,8|4,6 9,13',
  L: '1,1 1,13 9,13',
  M: '1,13 1,1 5,8 9,1 9,13',
  N: '1,13 1,1 9,13 9,1',
  P: '1,13 1,1 7,1 9,3 9,5 7,7 1,7',
  R: '1,13 1,1 7,1 9,3 9,5 7,7 1,7|5,7 9,13',
  T: '1,1 9,1|5,1 5,13',
  U: '1,1 1,10 3,13 7,13 9,10 9,1',
  V: '1,1 5,13 9,1',
  W: '0,1 2.5,13 5,5 7.5,13 10,1',
  X: '1,1 9,13|9,1 1,13',
  Y: '1,1 5,7 9,1|5,7 5,13',
};

const point = (xy: string): Point => {
  const [x, y] = xy.split(',').map(Number);
  return [x, y];
};
const strokes = (glyph: string): Point[][] => glyph.split('|').map((stroke) => stroke.split(' ').map(point));

const GLYPHS: Readonly<Record<string, Point[][]>> = Object.fromEntries(Object.entries(FONT).map(([ch, g]) => [ch, strokes(g)]));

/** The characters an answer is made of. */
export const CHALLENGE_ALPHABET = Object.keys(GLYPHS).join('');
export const CHALLENGE_LENGTH = 5;

const WIDTH = 120;
const HEIGHT = 40;

/** A new answer: CHALLENGE_LENGTH characters of the alphabet, from the cryptographic generator. */
export function randomChallengeText(): string {
  return Array.from({ length: CHALLENGE_LENGTH }, () => CHALLENGE_ALPHABET[randomInt(CHALLENGE_ALPHABET.length)]).join('');
}

/** How an answer is compared: case and spaces do not matter. */
export const normalizeChallengeAnswer = (answer: string) => answer.replace(/\s+/g, '').toUpperCase();

const n = (v: number) => String(Math.round(v * 10) / 10);

/**
 * The image of `text` as an SVG data URL: each character rotated, skewed, scaled, shifted and its
 * strokes bent a little, over crossing curves and dots.
 *
 * The source must not give the answer away to a script (docs/requirements.md §10.1): the transforms are applied
 * here, so a path holds screen points and never the font's; every character is cut into single
 * segments, drawn in shuffled order among decoy segments of the same look; and the crossing curves
 * look like strokes too. Reading it then takes drawing it and recognising the characters, as from a
 * picture. Randomness of the drawing needs no cryptographic source (the answer itself comes from
 * randomChallengeText); `random` is for tests.
 */
export function renderChallengeImage(text: string, random: () => number = Math.random): string {
  const between = (lo: number, hi: number) => lo + random() * (hi - lo);
  const colour = (lo: number, hi: number) => `rgb(${[0, 1, 2].map(() => Math.round(between(lo, hi))).join(',')})`;
  const width = () => n(between(1.2, 1.6));
  const segment = (from: Point, to: Point, stroke: string, w: string) =>
    `<path d="M${n(from[0])} ${n(from[1])}L${n(to[0])} ${n(to[1])}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"/>`;

  const marks: string[] = [];
  const cell = (WIDTH - 16) / Math.max(1, text.length);
  [...text].forEach((ch, i) => {
    const cx = 8 + cell * (i + 0.5) + between(-2, 2);
    const cy = HEIGHT / 2 + between(-2, 2);
    const scale = between(1.55, 1.8);
    const angle = (between(-20, 20) * Math.PI) / 180;
    const skew = Math.tan((between(-10, 10) * Math.PI) / 180);
    // Font point → screen: centre, skew, scale, rotate, place (what the transform attribute did).
    const place = ([x, y]: Point): Point => {
      const fx = (x + between(-0.6, 0.6) - 5) * scale;
      const fy = (y + between(-0.6, 0.6) - 7) * scale;
      const sx = fx + skew * fy;
      return [cx + sx * Math.cos(angle) - fy * Math.sin(angle), cy + sx * Math.sin(angle) + fy * Math.cos(angle)];
    };
    // One shade per character: people read a character by its colour as much as by its shape (a
    // shade per segment made them hard to read); the decoys take shades of the same range.
    const stroke = colour(20, 120);
    const w = width();
    for (const line of GLYPHS[ch] ?? []) {
      const points = line.map(place);
      for (let k = 1; k < points.length; k++) marks.push(segment(points[k - 1], points[k], stroke, w));
    }
  });
  // Decoys: short segments like the characters' own, scattered between them.
  // Few and short: enough that a script cannot take every segment for a character's, few enough
  // that a person still reads the characters at once.
  for (let i = 0; i < 3; i++) {
    const from: Point = [between(4, WIDTH - 4), between(4, HEIGHT - 4)];
    const length = between(2, 4);
    const turn = between(0, 2 * Math.PI);
    marks.push(segment(from, [from[0] + length * Math.cos(turn), from[1] + length * Math.sin(turn)], colour(20, 120), width()));
  }
  // Fisher–Yates: the order of the marks says nothing about which character they belong to.
  for (let i = marks.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [marks[i], marks[j]] = [marks[j], marks[i]];
  }

  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour(232, 250)}"/>`, ...marks];
  // Crossing curves over the characters, starting anywhere along the left edge region, so that
  // neither what lies on top nor where a path starts tells them apart.
  for (let i = 0; i < 5; i++) {
    const y = () => n(between(2, HEIGHT - 2));
    parts.push(
      `<path d="M${n(between(0, 12))} ${y()}Q${n(between(20, 100))} ${n(between(-20, HEIGHT + 20))} ${n(between(WIDTH - 12, WIDTH))} ${y()}" ` +
        `fill="none" stroke="${colour(60, 180)}" stroke-width="${n(between(0.8, 1.6))}" stroke-linecap="round"/>`,
    );
  }
  for (let i = 0; i < 30; i++) {
    parts.push(
      `<circle cx="${n(between(0, WIDTH))}" cy="${n(between(0, HEIGHT))}" r="${n(between(0.6, 1.4))}" fill="${colour(60, 200)}"/>`,
    );
  }

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
