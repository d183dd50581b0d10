/** Name of the default project (docs/requirements.md §9). */
export const DEFAULT_PROJECT_NAME = 'Main';

/**
 * The project to work in: the stored one when it is still in the list, else the project named
 * Main, else the first. Undefined only for an empty list. The client picks with it, and the server's
 * boot call (GET /setting/boot) picks the same project for the settings it sends along.
 */
export function pickCurrentProject<P extends { _id: string; name: string }>(projects: P[], storedId: string | undefined): P | undefined {
  return projects.find((p) => p._id === storedId) ?? projects.find((p) => p.name === DEFAULT_PROJECT_NAME) ?? projects[0];
}
