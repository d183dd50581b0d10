import type { schemaListQueryTexts } from '../zh-CN/schemaListQuery';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof schemaListQueryTexts> = {
  paramTwice: 'Query parameter {{key}} is repeated',
  paramRange: 'Query parameter {{key}} must be a whole number from 1 to {{max}}',
  sortOrder: 'Query parameter sortOrder can only be asc or desc',
  exactTotal: 'Query parameter {{key}} can only be 0 or 1',
  unsupportedCondition: 'Unsupported filter: {{key}}',
  needsValue: 'Filter {{key}} needs at least one value',
  trueOrFalse: 'Filter {{key}} can only be true or false',
  chooseToDelete: 'Select the records to delete',
  badValue: 'The value of filter "{{label}}" is not valid: {{text}}',
  notFixedValue: 'Filter {{key}} does not match the resource’s fixed value',
  unknownFilterField: 'Unknown filter field: {{field}}',
  notFilterable: 'Field "{{label}}" cannot be used to filter',
  notThisOperator: 'Field "{{label}}" cannot be filtered this way: {{op}}',
  unknownSortField: 'Unknown sort field: {{field}}',
  notSortable: 'Field "{{label}}" cannot be used to sort',
  noSearch: 'The {{label}} list cannot be searched',
};

export default texts;
