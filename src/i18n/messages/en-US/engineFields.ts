import type { engineFieldsTexts } from '../zh-CN/engineFields';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof engineFieldsTexts> = {
  unknownField: 'Unknown field {{what}} ({{resource}}.{{field}})',
  unknownFilter: 'filter {{type}}',
  unknownType: 'type {{type}}',
  unknownRendererWarning: 'Unknown renderer {{key}} ({{resource}}.{{field}}); using the renderer of type {{type}}',
  inputPlaceholder: 'Enter {{label}}',
  selectPlaceholder: 'Select {{label}}',
  rangeFrom: '{{label}} from',
  rangeTo: '{{label}} to',
  min: 'Min',
  max: 'Max',
  minOf: '{{label}} min',
  maxOf: '{{label}} max',
  yes: 'Yes',
  no: 'No',
  autoNumberPlaceholder: 'Generated on save',
  upload: 'Upload {{label}}',
  stars: 'Rating {{n}}',
  starsOrMore: 'Rating {{n}} or higher',
  ratingOf: '{{label}}: rated {{n}}',
  lineCount: 'Lines: {{n}}',
  rowProblem: 'Line {{n}}: {{problem}}',
  rowN: 'Line {{n}}',
  deleteRow: 'Delete line {{n}}',
  subtotal: 'Subtotal',
  tax: 'Tax',
  total: 'Total',
  addRow: 'Add line',
  noneOf: 'No {{label}}',
  referenceTargetMissing: '{{label}}: reference target missing',
  notAllowedToView: 'No permission to view {{label}}',
  referenceLoading: 'Loading…',
};

export default texts;
