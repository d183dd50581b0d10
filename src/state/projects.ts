import type { Project } from '../storage/types';
import { readStored, writeStored } from '../storage/clientStorage';
// Shell bootstrap: the project list is read before refine mounts (refine is keyed by it), so through the HTTP client itself.
import { apiGet } from '../providers/httpClient';

/** Name of the default project (docs/requirements.md §9). */
export const DEFAULT_PROJECT_NAME = 'Main';

/**
 * The project to work in: the stored one when it is still in the list, else the project named
 * Main, else the first. Undefined only for an empty list.
 */
export function pickCurrentProject(projects: Project[], storedId: string | undefined): Project | undefined {
  return projects.find((p) => p._id === storedId) ?? projects.find((p) => p.name === DEFAULT_PROJECT_NAME) ?? projects[0];
}

export interface ProjectsState {
  projects: Project[];
  current: Project | undefined;
}

/**
 * Reads the user's projects, caches them as `userProject`, and selects and stores a project when
 * none (or one no longer allowed) is selected.
 */
export async function loadProjects(): Promise<ProjectsState> {
  // The stored project may belong to an older session: the list call must not send it.
  const { value } = await apiGet<{ value: Project[] }>('/setting/project/listByUser', undefined, { skipProject: true });
  const projects = Array.isArray(value) ? value : [];
  writeStored('userProject', projects);
  const current = pickCurrentProject(projects, readStored('currentProject'));
  if (current) writeStored('currentProject', current._id);
  else localStorage.removeItem('currentProject');
  return { projects, current };
}

/** Stores the chosen project; every later business call sends it as `projectid`. */
export function selectProject(projectId: string): void {
  writeStored('currentProject', projectId);
}
