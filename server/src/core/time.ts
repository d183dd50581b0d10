/** Current time as the ISO-8601 UTC text every timestamp column holds. */
export const nowIso = () => new Date().toISOString();
