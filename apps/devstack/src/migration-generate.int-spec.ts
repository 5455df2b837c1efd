import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');

/** Runs `npm run migration:generate -- <args>` exactly as a developer would; resolves with exit code and output. */
function generate(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'migration:generate', '--', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run migration:generate', () => {
  it('finds no difference between the entities and the migrations on an up-to-date database', async () => {
    const { code, output } = await generate(['--check']);
    expect(output).toContain('applying the existing migrations');
    expect(output).toContain('No changes in database schema were found');
    expect(code).toBe(0);
  }, 120_000);

  it('asks for a migration name', async () => {
    const { code, output } = await generate(['Not A Name']);
    expect(output).toContain('usage: npm run migration:generate -- <kebab-case-name> | --check');
    expect(code).toBe(2);
  }, 60_000);
});
