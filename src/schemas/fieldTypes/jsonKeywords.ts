/**
 * Annotation keywords the server's derived JSON schemas carry so a refusal reads exactly like the
 * client's message (src/domain/validationMessages.ts). They validate nothing; the server's Ajv
 * declares them (server/src/schema-engine/request-schemas.ts `ENGINE_AJV_OPTIONS`).
 */

/** Limits are cents, shown as ¥ yuan in the message. */
export const MONEY_KEYWORD = 'x-money';
/** The field's own text for a failed `pattern`. */
export const PATTERN_MESSAGE_KEYWORD = 'x-patternMessage';
/** 请选择 for chosen types, 请上传 for uploads, 请输入 for the rest. */
export const REQUIRED_MESSAGE_KEYWORD = 'x-requiredMessage';
