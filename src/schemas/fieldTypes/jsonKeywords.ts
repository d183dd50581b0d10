/**
 * Annotation keywords the server's derived JSON schemas carry so a refusal reads exactly like the
 * client's message (src/domain/validationMessages.ts). They validate nothing; the server's Ajv
 * declares them (server/src/schema-engine/request-schemas.ts `ENGINE_AJV_OPTIONS`).
 */

/** Limits are cents, shown as ¥ yuan in the message. */
export const MONEY_KEYWORD = 'x-money';
/** The field's own text for a failed `pattern`. */
export const PATTERN_MESSAGE_KEYWORD = 'x-patternMessage';
/**
 * How a left-out value is asked for (its type's RequiredVerb, or `rows` for line items): 请选择 for chosen
 * types, 请上传 for uploads, 请输入 for the rest. The verb, not the sentence: the server says it in the
 * language of the request (server/src/http/validation-messages.ts).
 */
export const REQUIRED_VERB_KEYWORD = 'x-requiredVerb';
