import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../../..');

/** nest-cli.json tells Nest's tooling (`npx @nestjs/cli generate ... --project <name>`) where each project lives. */
describe('nest-cli.json', () => {
  const { projects } = JSON.parse(readFileSync(join(root, 'nest-cli.json'), 'utf8')) as {
    projects: Record<string, { type: string; root: string; sourceRoot: string }>;
  };

  it('names the two Nest apps and every lib, where they are', () => {
    // libs/<layer>/<name>: the folders under libs/ are the layers.
    const libs = readdirSync(join(root, 'libs')).flatMap((layer) =>
      readdirSync(join(root, 'libs', layer))
        .filter((name) => existsSync(join(root, 'libs', layer, name, 'src')))
        .map((name) => `libs/${layer}/${name}`),
    );
    const names = libs.map((path) => path.split('/')[2]);
    expect(Object.keys(projects).sort()).toEqual(['api', 'worker', ...names].sort());
    for (const [name, project] of Object.entries(projects)) {
      expect(project.root).toBe(project.type === 'application' ? `apps/${name}` : libs[names.indexOf(name)]);
      expect(existsSync(join(root, project.sourceRoot))).toBe(true);
    }
  });
});
