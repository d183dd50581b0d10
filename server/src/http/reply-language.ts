import type { FastifyRequest } from 'fastify';
import { LOCALE_HEADER, inLanguage, type Texts } from '../../../src/i18n/messages/translate';
import { englishTexts } from '../../../src/i18n/messages/englishTables';
import { serverEnglishTexts } from '../messages/tables';

/**
 * The language a reply's message is said in (docs/decisions.md "Texts in two languages"): English
 * when the request asks for it (LOCALE_HEADER, which the client's HTTP client sends with the shown
 * language), else Chinese. Only what is said back is translated: what the server stores (a default
 * name, the audit trail, a job's report) stays as it is made, in Chinese.
 */
const ENGLISH: Readonly<Record<string, Texts>> = { ...englishTexts, ...serverEnglishTexts };

/** Whether `req` asked for English. */
const asksEnglish = (req: FastifyRequest): boolean => req.headers[LOCALE_HEADER] === 'en-US';

/** What `say` makes, in the language `req` asked for. */
export function sayTo<T>(req: FastifyRequest, say: () => T): T {
  return asksEnglish(req) ? inLanguage(ENGLISH, say) : say();
}
