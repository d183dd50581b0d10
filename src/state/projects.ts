import type { Project } from '../storage/types';
import { readStored, writeStored } from '../storage/clientStorage';
// Shell bootstrap: the project list is read before refine mounts (refine is keyed by it), so through the HTTP client itself.
import { apiGet } from '../http/httpClient';
import { pickCurrentProject } from '../domain/projects';

export { pickCurrentProject } from '../domain/projects';

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
  return applyProjects(value);
}

/** Keeps the `value` of a listByUser reply (read alone or in the boot call): see loadProjects. */
export function applyProjects(value: unknown): ProjectsState {
  const projects = Array.isArray(value) ? (value as Project[]) : [];
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
