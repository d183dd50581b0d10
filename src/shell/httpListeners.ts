import { onSchemaVersion } from '../http/httpClient';
import { noteSchemaVersion } from '../state/schemaVersion';

/**
 * Connects the HTTP client to the client state above it, which the client may not import
 * (docs/architecture.md, "One picture"): the schema-version header of every reply goes to
 * src/state/schemaVersion, which offers the newer designs. Gives the function that disconnects it.
 */
export function listenToHttpClient(): () => void {
  return onSchemaVersion(noteSchemaVersion);
}
