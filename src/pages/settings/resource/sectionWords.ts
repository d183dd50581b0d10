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
}

/**
 * 表单分组 keeps its words; 详情分组 says 详情 in its labels and buttons, so the two editors can sit
 * on one page without two inputs of the same name.
 */
export const SECTION_WORDS: Record<SectionsKind, SectionWords> = {
  form: { screen: '表单', fields: '表单字段', flag: '表单显示', section: '分组' },
  show: { screen: '详情页', fields: '详情字段', flag: '详情显示', section: '详情分组' },
};
