import type { shellDialogsTexts } from '../zh-CN/shellDialogs';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof shellDialogsTexts> = {
  changePassword: 'Change password',
  passwordChanged: 'Password changed',
  schemaUpdated:
    'An administrator updated the data model (fields, menus or new resources). Load it to use the changes. Save what you are entering first.',
  loadNow: 'Load now',
};
export default texts;
