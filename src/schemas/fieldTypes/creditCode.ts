/** 统一社会信用代码: 18 characters with a check character, checked as a whole (fieldChecks.ts). */
import { creditCodeCheckCharacter } from '../../domain/identityCodes';
import { checkedCode } from './common';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

// Whole codes with their right check characters, so a preview never shows one the form would refuse.
const [first, second] = ['91410100717800003', '91110108551385082'].map((c) => c + creditCodeCheckCharacter(c));

export const creditCode = checkedCode({ label: () => t('creditCode'), width: 190, samples: [first, second] });
