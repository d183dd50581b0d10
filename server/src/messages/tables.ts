import type { Texts } from '../../../src/i18n/messages/translate';
import serverBusiness from './en-US/serverBusiness';
import serverEngine from './en-US/serverEngine';
import serverHttp from './en-US/serverHttp';
import serverPeople from './en-US/serverPeople';
import serverSettings from './en-US/serverSettings';
import serverSignIn from './en-US/serverSignIn';
import { serverBusinessTexts } from './zh-CN/serverBusiness';
import { serverEngineTexts } from './zh-CN/serverEngine';
import { serverHttpTexts } from './zh-CN/serverHttp';
import { serverPeopleTexts } from './zh-CN/serverPeople';
import { serverSettingsTexts } from './zh-CN/serverSettings';
import { serverSignInTexts } from './zh-CN/serverSignIn';

/**
 * The server's own areas (zh-CN/ and en-US/): with the interface's
 * (src/i18n/messages/englishTables.ts), what a reply says to a request asking for English
 * (http/reply-language.ts). A new area is added to both lists.
 */
export const serverEnglishTexts: Readonly<Record<string, Texts>> = {
  serverBusiness,
  serverEngine,
  serverHttp,
  serverPeople,
  serverSettings,
  serverSignIn,
};

/** The same areas' Chinese tables, by area name (shown-labels.ts reads their `field…` titles). */
export const serverChineseTexts: Readonly<Record<string, Texts>> = {
  serverBusiness: serverBusinessTexts,
  serverEngine: serverEngineTexts,
  serverHttp: serverHttpTexts,
  serverPeople: serverPeopleTexts,
  serverSettings: serverSettingsTexts,
  serverSignIn: serverSignInTexts,
};
