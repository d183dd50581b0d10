import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_ALPHABET,
  CHALLENGE_LENGTH,
  normalizeChallengeAnswer,
  randomChallengeText,
  renderChallengeImage,
} from '../../../../../server/src/areas/platform/sign-in/challenge-image';
import { loginDelayMs } from '../../../../../server/src/areas/platform/sign-in/login-limiter.service';

describe('the login image check', () => {
  it('draws every character of its alphabet as strokes, never as text', () => {
    const svg = Buffer.from(renderChallengeImage(CHALLENGE_ALPHABET).split(',')[1], 'base64').toString();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toContain('<text');
    // One straight segment per path, in screen coordinates (no transform to undo), shuffled among
    // decoys, then the crossing curves: the source holds no glyph of the font to look up.
    expect(svg).not.toContain('transform');
    const segments = svg.match(/<path d="M[\d.-]+ [\d.-]+L[\d.-]+ [\d.-]+"/g) ?? [];
    // Every character has two segments at least (7, L, T, V, X…), most have more.
    expect(segments.length).toBeGreaterThan(CHALLENGE_ALPHABET.length * 2);
    expect((svg.match(/<path d="M[^"]+Q/g) ?? []).length).toBe(5);
  });

  it('leaves out characters easily taken for one another, and draws a new picture each time', () => {
    for (const ch of '01IO2Z5SBG') expect(CHALLENGE_ALPHABET).not.toContain(ch);
    expect(renderChallengeImage('K7WNA')).not.toBe(renderChallengeImage('K7WNA'));
  });

  it('makes answers of the alphabet and compares them without case or spaces', () => {
    for (let i = 0; i < 50; i++) {
      const text = randomChallengeText();
      expect(text).toHaveLength(CHALLENGE_LENGTH);
      expect([...text].every((c) => CHALLENGE_ALPHABET.includes(c))).toBe(true);
    }
    expect(normalizeChallengeAnswer(' k7 wna ')).toBe('K7WNA');
  });
});

describe('the progressive login delay', () => {
  it('is none up to the threshold, then doubles from 0.5 s and stops at 5 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 30].map((f) => loginDelayMs(f, 3))).toEqual([0, 0, 0, 0, 500, 1000, 2000, 4000, 5000, 5000]);
  });
});
