/**
 * The tsconfig files the typecheck suite runs tsc on, a pass each: the server (apps, libs, benches), the SPA, and the
 * SPA's browser journeys with Playwright's config (they run in Node, not in the page). Every TypeScript file git tracks
 * is in one of them (typecheck-projects.spec.ts): a file in none is checked by nothing, the builds only transpiling.
 */
export const TYPECHECK_PROJECTS = ['tsconfig.json', 'apps/web/tsconfig.json', 'apps/web/tsconfig.e2e.json'] as const;

/**
 * The checker: TypeScript 7's native compiler (package.json's `typescript-native`), which checks the three in about a
 * tenth of the CPU TypeScript 6's took (4 s against 20-40 s for the server's). The JavaScript one stays `typescript`
 * (6): the linters, the build's emit and openapi-typescript use its API, which 7.0 does not have.
 */
export const TYPECHECK_COMPILER = 'node_modules/typescript-native/bin/tsc';

/**
 * One pass's arguments. Single-threaded: the suite runs two commands at a time on two cores, and the compiler's own
 * threads cost half as much CPU again for no shorter run beside another command (6.5 against 4.1 s for the server's).
 */
export const typecheckArgs = (project: string): string[] => ['-p', project, '--noEmit', '--singleThreaded'];
