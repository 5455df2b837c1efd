import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeMapOf, renderCodeMap } from './code-map';

const root = join(__dirname, '../../..');

/** What stops docs/map.md from being the map the code makes: a line of each, where they first differ. */
function staleness(committed: string | undefined, generated: string): string[] {
  if (committed === generated) return [];
  const how = 'docs/map.md is not the map the code makes: run `npm run docs:map` and commit docs/map.md.';
  if (committed === undefined) return [how];
  const have = committed.split('\n');
  const want = generated.split('\n');
  const line = want.findIndex((text, i) => text !== have[i]);
  const at = line === -1 ? want.length : line;
  return [how, `line ${at + 1} reads: ${have[at] ?? '(nothing)'}`, `the code makes it: ${want[at] ?? '(nothing)'}`];
}

/** The rows of a generated table whose first cell is `first`, as their cells. */
function rows(markdown: string, first: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith(`| ${first} `))
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

describe('docs/map.md', () => {
  it('is the map the code makes (`npm run docs:map` writes it)', () => {
    const path = join(root, 'docs/map.md');
    const committed = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    expect(staleness(committed, renderCodeMap(root))).toEqual([]);
  });

  it('says how to bring a stale map up to date', () => {
    expect(staleness('# Map\n| a |\n', '# Map\n| b |\n')).toEqual([
      'docs/map.md is not the map the code makes: run `npm run docs:map` and commit docs/map.md.',
      'line 2 reads: | a |',
      'the code makes it: | b |',
    ]);
    expect(staleness('same', 'same')).toEqual([]);
  });

  it('reads routes, injections, events, jobs and tables from the decorators', () => {
    const sources = [
      {
        path: 'libs/base/queue/src/events.ts',
        text: "export interface EventPayloads { 'thing.made': { id: string }; 'thing.lost': { id: string } }",
      },
      { path: 'libs/base/queue/src/jobs.ts', text: "export interface JobPayloads { 'thing.check': { id: string } }" },
      {
        path: 'libs/base/http/src/configure-http.ts',
        text: "export function setUp(app) { app.setGlobalPrefix('api', { exclude: ['hooks/{*path}'] }); }",
      },
      {
        path: 'libs/business/things/src/things.controller.ts',
        text: [
          "@Controller('things')",
          'export class ThingsController {',
          '  constructor(private readonly things: ThingsService, @Inject(APP_CONFIG) private readonly config: AppConfig) {}',
          "  @Get(':id') read() {}",
          '  @Post() @HttpCode(201) make() {}',
          '}',
          "@Controller('hooks')",
          'export class HooksController {',
          "  @Post(['in', 'out']) hook() {}",
          '}',
        ].join('\n'),
      },
      {
        path: 'libs/business/things/src/things.service.ts',
        text: [
          'export class ThingsService {',
          "  make(manager) { return this.outbox.record(manager, 'thing.made', { id: '1' }); }",
          '  lose(manager, how) { return this.outbox.record(manager, `thing.${how}`, {}); }',
          '}',
        ].join('\n'),
      },
      {
        path: 'libs/business/things/src/thing-watch.ts',
        text: [
          'export class ThingWatch {',
          "  @OnEvent({ event: 'thing.made', handler: 'things.watch', queue: 'default' })",
          '  async watch({ id }) { await this.later(id); }',
          "  private later(id) { return this.jobs.add('thing.check', { id }, { delay: 1000 }); }",
          "  @OnJob({ name: 'thing.check', queue: 'email' }) async check() {}",
          '}',
        ].join('\n'),
      },
      {
        path: 'libs/business/things/src/thing.entity.ts',
        text: "@Entity('things') export class ThingEntity { @Column() id: string; }",
      },
    ];
    const map = codeMapOf(sources);
    expect([...rows(map, 'GET'), ...rows(map, 'POST')]).toEqual([
      ['GET `/api/things/:id`', '`ThingsController.read`'],
      ['POST `/api/things`', '`ThingsController.make`'],
      ['POST `/hooks/in`', '`HooksController.hook`'],
      ['POST `/hooks/out`', '`HooksController.hook`'],
    ]);
    expect(rows(map, '`ThingsController`')).toEqual([
      ['`ThingsController`', 'libs/business/things/src/things.controller.ts', '`AppConfig`, `ThingsService`'],
    ]);
    expect([...rows(map, '`thing.lost`'), ...rows(map, '`thing.made`')]).toEqual([
      ['`thing.lost`', '`ThingsService`', '-', '-', '-', '-'],
      [
        '`thing.made`',
        '`ThingsService`',
        '`things.watch`',
        '`ThingWatch.watch`<br>libs/business/things/src/thing-watch.ts',
        '`default`',
        '`thing.check`',
      ],
    ]);
    expect(rows(map, '`thing.check`')).toEqual([
      [
        '`thing.check`',
        '`ThingWatch.later`',
        '`ThingWatch.check`<br>libs/business/things/src/thing-watch.ts',
        '`email`',
      ],
    ]);
    expect(rows(map, '`things`')).toEqual([
      ['`things`', '`ThingEntity`', '`@app/things`', 'libs/business/things/src/thing.entity.ts'],
    ]);
  });
});
