import { t } from '../i18n/messages/zh-CN/domainAccount';

/**
 * 水印 (设置 → 水印, docs/decisions.md "Watermark"): a tenant's choice to show the signed-in person's
 * name and the date faintly over every screen, so a photograph of a screen says whose it was and when.
 */

/** The setting's name in the form and in the server's refusal. */
export const watermarkLabel = (): string => t('watermark');

/** What the watermark repeats: the person's name and the day, 王经理 2026-12-02. */
export const watermarkText = (name: string, day: string): string => `${name} ${day}`;
