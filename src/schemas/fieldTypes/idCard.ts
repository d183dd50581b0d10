/** 身份证号: 17 digits and a check character (0-9 or X), checked as a whole (fieldChecks.ts). */
import { idCardCheckCharacter } from '../../domain/identityCodes';
import { checkedCode } from './common';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

// Whole numbers with their right check characters, so a preview never shows one the form would refuse.
const [first, second] = ['11010519491231002', '44030419900101123'].map((c) => c + idCardCheckCharacter(c));

export const idCard = checkedCode({ label: () => t('idCard'), width: 180, samples: [first, second] });
