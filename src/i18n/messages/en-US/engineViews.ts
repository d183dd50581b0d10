import type { engineViewsTexts } from '../zh-CN/engineViews';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof engineViewsTexts> = {
  view: 'View',
  defaultView: 'Default',
  myViews: 'My views',
  sharedViews: 'Shared views',
  saveAsView: 'Save as view',
  updateView: 'Update current view',
  deleteViewQuestion: 'Delete view "{{name}}"?',
  deleteView: 'Delete view',
  viewName: 'View name',
  viewNameExample: 'e.g. New customers this month',
  visibility: 'Visible to',
  roles: 'Roles',
  rolesRequired: 'Select the roles that can see it',
  rolesUnreadable: 'You have no permission to read roles; choose another visibility',
};

export default texts;
