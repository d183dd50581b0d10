import type { settingsProjectsTexts } from '../zh-CN/settingsProjects';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof settingsProjectsTexts> = {
  title: 'Projects',
  noRight: 'Your role may not manage projects.',
  name: 'Project name',
  default: 'Default',
  current: 'Current',
  members: 'Members',
  memberCount: 'Members',
  createdAt: 'Created',
  actions: 'Actions',
  edit: 'Edit',
  refresh: 'Refresh',
  create: 'Create',
  intro:
    "Each project keeps its own business data (orders, customers, products, settings and so on); people can switch only to projects they belong to. The default project Main can't be renamed.",
  empty: 'No projects yet. Click "Create" to add one.',
  editTitle: 'Edit project "{{name}}"',
  createTitle: 'Create project',
  defaultNameFixed: 'The default project is always named Main',
  projectMembers: 'Project members',
  membersRequired: 'Select at least one project member',
  membersExtra: 'Only members can switch to this project (top right)',
  chooseMembers: 'Select members',
};
export default texts;
