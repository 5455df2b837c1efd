/**
 * The tsconfig files the typecheck suite runs tsc on, a pass each: the server (apps, libs, benches), the SPA, and the
 * SPA's browser journeys with Playwright's config (they run in Node, not in the page). Every TypeScript file git tracks
 * is in one of them (typecheck-projects.spec.ts): a file in none is checked by nothing, the builds only transpiling.
 */
export const TYPECHECK_PROJECTS = ['tsconfig.json', 'apps/web/tsconfig.json', 'apps/web/tsconfig.e2e.json'] as const;
