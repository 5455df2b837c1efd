import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../../..');

/** nest-cli.json tells Nest's tooling (`npx @nestjs/cli generate ... --project <name>`) where each project lives. */
describe('nest-cli.json', () => {
  const { projects } = JSON.parse(readFileSync(join(root, 'nest-cli.json'), 'utf8')) as {
    projects: Record<string, { type: string; root: string; sourceRoot: string }>;
  };

  it('names the two Nest apps and every lib, where they are', () => {
    const libs = readdirSync(join(root, 'libs')).filter((name) => existsSync(join(root, 'libs', name, 'src')));
    expect(Object.keys(projects).sort()).toEqual(['api', 'worker', ...libs].sort());
    for (const [name, project] of Object.entries(projects)) {
      expect(project.root).toBe(project.type === 'application' ? `apps/${name}` : `libs/${name}`);
      expect(existsSync(join(root, project.sourceRoot))).toBe(true);
    }
  });
});
