import { useMemo } from 'react';
import { watermarkText } from '../domain/watermark';
import { useWatermarkOn } from '../state/watermark';
import { useAppearance } from '../state/appearance';
import { variablesOf } from '../themeVariables';
import './watermark.css';

const pad = (n: number) => String(n).padStart(2, '0');
/** Today on this device's clock (dayjs stays off the first screen for this). */
const today = (d = new Date()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * One tile of the pattern: the text once, turned as watermarks are, in the theme's faint ink
 * (--ace-watermark-ink: 8 % black, or 8 % white in dark; it must not hinder reading).
 */
function tile(text: string, ink: string): string {
  const escaped = text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200">` +
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" transform="rotate(-22 160 100)" ` +
    `font-family="sans-serif" font-size="16" fill="${ink}">${escaped}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

/**
 * 水印 (设置 → 水印, docs/decisions.md "Watermark"): the signed-in person's name and today's date
 * repeated faintly over the screen, when the tenant turned it on. A background image of an overlay
 * that takes no pointer and says nothing to a screen reader: nothing under it changes.
 */
export function Watermark({ name }: { name: string }) {
  const on = useWatermarkOn();
  const day = today();
  // An image cannot read a CSS variable: the ink is the drawn mode's.
  const { mode } = useAppearance();
  const image = useMemo(() => tile(watermarkText(name, day), variablesOf(mode)['--ace-watermark-ink']), [name, day, mode]);
  if (!on) return null;
  return (
    <div
      className="app-watermark"
      aria-hidden
      data-testid="watermark"
      data-text={watermarkText(name, day)}
      style={{ backgroundImage: image }}
    />
  );
}
