import type { serverHttpTexts } from '../zh-CN/serverHttp';
import type { EnglishOf } from '../../../../src/i18n/messages/translate';

const texts: EnglishOf<typeof serverHttpTexts> = {
  status400: 'The request is not valid',
  status405: 'This method is not allowed',
  status408: 'The request timed out',
  status413: 'The request is too large',
  status415: 'This content type is not supported',
  status429: 'Too many requests; try again shortly',
  headersTooLarge: 'Request headers too large',
  malformedRequest: 'Malformed request',
  closing: 'The service is shutting down; try again shortly',
  invalidJson: 'The request body is not valid JSON',
  databaseAway: '{{status}}; try again shortly',
  partBody: 'Request body',
  partQuery: 'Query parameters',
  partParams: 'Path parameters',
  partHeaders: 'Request headers',
  requestParameters: 'Request parameters',
  recordId: 'Record ID',
  lineId: 'Line ID',
  lineNo: 'Line number',
};

export default texts;
