import { t } from '../../../i18n/messages/zh-CN/designerForm';
import { t as tf } from '../../../i18n/messages/zh-CN/designerFields';
import type { SectionsKind } from './sectionEdits';

/** The words of one section editor. */
export interface SectionWords {
  /** The screen the sections lay out: 表单 / 详情页. */
  screen: string;
  /** The fields it shows: 表单字段 / 详情字段. */
  fields: string;
  /** The checkbox that shows a field there: 表单显示 / 详情显示. */
  flag: string;
  /** A section in labels and buttons: 分组 / 详情分组. */
  section: string;
  /** The same at the start of a text (capitalised in English). */
  sectionStart: string;
}

/**
 * 表单分组 keeps its words; 详情分组 says 详情 in its labels and buttons, so the two editors can sit
 * on one page without two inputs of the same name.
 */
export function sectionWords(kind: SectionsKind): SectionWords {
  return kind === 'form'
    ? {
        screen: t('formScreen'),
        fields: t('formFields'),
        flag: tf('showInForm'),
        section: t('formSection'),
        sectionStart: t('formSectionStart'),
      }
    : {
        screen: t('showScreen'),
        fields: t('showFields'),
        flag: tf('showInDetails'),
        section: t('showSection'),
        sectionStart: t('showSectionStart'),
      };
}
