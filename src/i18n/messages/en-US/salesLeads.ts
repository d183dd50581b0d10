import type { salesLeadsTexts } from '../zh-CN/salesLeads';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof salesLeadsTexts> = {
  convertedTo: 'Converted to customer: ',
  convertedAt: ' ({{time}})',
  notConverted: 'This lead has not been converted to a customer yet',
  convertHelp:
    'Converting creates a customer (copying the name, contact details, category, tags and owner), or links an existing customer of the same name with the same contact or phone number. This record is kept and marked as converted.',
  convert: 'Convert to customer',
  viewConvertedCustomer: 'View the converted customer',
  convertQuestion: 'Convert lead "{{name}}" to a customer?',
  candidateContact: 'Contact: {{name}}',
  candidatePhone: 'Phone: {{value}}',
  candidateCreated: 'Created {{time}}',
  listSeparator: ', ',
  sameNameTitle: 'A customer of this name exists',
  createCustomer: 'Create customer',
  linkCustomer: 'Link existing customer',
  sameNameText:
    'Customers named "{{name}}" exist, but their contact and phone number differ from this lead. Choose an existing customer to link, or create a new customer.',
};

export default texts;
