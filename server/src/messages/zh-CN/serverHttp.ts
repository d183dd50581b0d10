import { translator } from '../../../../src/i18n/messages/translate';

/** What the server's HTTP layer says of a refused request (server/src/http/error-handler.ts, validation-messages.ts). */
export const serverHttpTexts = {
  status400: '请求参数错误',
  status405: '请求方法不被允许',
  status408: '请求超时',
  status413: '请求内容过大',
  status415: '不支持的内容类型',
  status429: '请求过于频繁，请稍后再试',
  headersTooLarge: '请求头过大',
  malformedRequest: '请求格式错误',
  closing: '服务正在关闭，请稍后再试',
  invalidJson: '请求内容不是合法的 JSON',
  databaseAway: '{{status}}，请稍后再试',
  partBody: '请求内容',
  partQuery: '查询参数',
  partParams: '路径参数',
  partHeaders: '请求头',
  requestParameters: '请求参数',
  recordId: '记录编号',
  lineId: '明细编号',
  lineNo: '行号',
} as const;

export const t = translator('serverHttp', serverHttpTexts);
