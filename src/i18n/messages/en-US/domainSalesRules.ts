import type { domainSalesRulesTexts } from '../zh-CN/domainSalesRules';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof domainSalesRulesTexts> = {
  kindQuotation: 'quotation',
  kindOrder: 'order',
  editClosed: 'The {{kind}} is “{{status}}” and closed; it can no longer be edited',
  contentLocked: 'The lines, customer and dates cannot be changed while the {{kind}} is “{{status}}”{{back}}',
  contentLockedBackToDraft: '. Move it back to draft first',
  contentLockedNotesOnly: '; only the notes can be changed',
  paidDelete: 'Order {{code}} has payments and cannot be deleted',
  documentLabel: '{{code}} ({{status}})',
  quotationHasOrder: 'Quotation {{code}} has generated an order and cannot be deleted',
  quotationNotDeletable: 'Quotation {{label}} cannot be deleted. Close it first',
  orderNotDeletable: 'Order {{label}} cannot be deleted. Only draft or canceled orders can be deleted',
  expiredAccept: 'The quotation expired ({{validUntil}}) and cannot be accepted. Recall it, change the validity date and send it again',
  amountInvalid: 'Invalid amount: {{cents}}',
  amountOutOfRange: '(Amount out of range; cannot be written in capitals)',
};
export default texts;
