/**
 * Adds a generated migration to the explicit list in `migrations/index.ts` (no globs: they break in dist and jest):
 * an import after the last import, and the class at the end of MIGRATIONS, so it runs after every earlier one.
 * The formatter (oxfmt, `migration:generate`) lays the result out afterwards.
 */
export function registerMigration(indexSource: string, className: string, fileName: string): string {
  const module = `./${fileName.replace(/\.ts$/, '')}`;
  if (indexSource.includes(`'${module}'`)) return indexSource;
  const lastImport = [...indexSource.matchAll(/^import .*;$/gm)].pop();
  const afterImports = lastImport ? lastImport.index + lastImport[0].length : 0;
  const listEnd = indexSource.lastIndexOf('];');
  if (!indexSource.includes('export const MIGRATIONS = [') || listEnd < afterImports) {
    throw new Error('migrations/index.ts has no `export const MIGRATIONS = [...];` list to add to');
  }
  const list = indexSource.slice(afterImports, listEnd).trimEnd();
  return (
    indexSource.slice(0, afterImports) +
    `\nimport { ${className} } from '${module}';` +
    `${list}${list.endsWith(',') ? '' : ','}\n  ${className},\n` +
    indexSource.slice(listEnd)
  );
}
