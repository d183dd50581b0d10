import type { TestProject } from 'vitest/node';
import { createTemplates } from './test-database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
    pgTemplate: string;
  }
}

/** Seeds the template databases once for the whole API test run (see test-database-template.ts). */
export default async function setup(project: TestProject) {
  const templates = await createTemplates();
  project.provide('sqliteTemplate', templates.sqliteFile);
  project.provide('pgTemplate', templates.pgDatabase ?? '');
  return templates.cleanup;
}
