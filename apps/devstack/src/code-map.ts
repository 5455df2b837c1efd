import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** A source file: its path from the repository's root (with `/`) and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/**
 * The product's code the map reads: the api's and the worker's sources and the libraries', tests and the tooling
 * layer (the launcher, the test helpers, the PayPal sandbox) left out.
 */
function productSources(root: string): SourceFile[] {
  const folders = [
    'apps/api/src',
    'apps/worker/src',
    ...readdirSync(join(root, 'libs'))
      .filter((layer) => layer !== 'tooling')
      .flatMap((layer) => readdirSync(join(root, 'libs', layer)).map((lib) => `libs/${layer}/${lib}/src`)),
  ];
  return folders
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`),
    )
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.ts') && !/\.(spec|int-spec|int-suite)\.ts$/.test(path))
    .filter((path) => !path.includes('/generated/'))
    .sort()
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/** docs/map.md as the code says it should read (`npm run docs:map` writes it). */
export function renderCodeMap(root: string): string {
  return codeMapOf(productSources(root));
}

const HTTP_METHODS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete', 'All', 'Head', 'Options', 'Search']);

interface Route {
  method: string;
  path: string;
  controller: string;
  handler: string;
}

interface Controller {
  name: string;
  path: string;
  injects: string[];
}

interface Handler {
  kind: 'event' | 'job';
  /** The event's or the job's name. */
  name: string;
  /** A subscriber's own id (`handler:`); a job's handler has none. */
  id: string;
  queue: string;
  where: string;
  path: string;
  queues: string[];
}

/** The markdown of docs/map.md for these sources. */
export function codeMapOf(sources: SourceFile[]): string {
  const files = sources.map(({ path, text }) => ({
    path,
    file: ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true),
  }));
  const events = payloadNames(files, 'EventPayloads');
  const jobs = payloadNames(files, 'JobPayloads');
  const prefix = globalPrefix(files);

  const routes: Route[] = [];
  const controllers: Controller[] = [];
  const handlers: Handler[] = [];
  const recordedBy = new Map<string, Set<string>>();
  const queuedBy = new Map<string, Set<string>>();
  const tables: { table: string; entity: string; lib: string; path: string }[] = [];

  for (const { path, file } of files) {
    const visit = (node: ts.Node) => {
      if (ts.isClassDeclaration(node) && node.name) readClass(node, node.name.text, path);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  function readClass(node: ts.ClassDeclaration, className: string, path: string) {
    const controller = decorator(node, 'Controller');
    if (controller) {
      const base = paths(controller.arguments[0]);
      controllers.push({ name: className, path, injects: injected(node) });
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member)) continue;
        for (const d of decorators(member)) {
          if (!HTTP_METHODS.has(d.name)) continue;
          for (const at of base)
            for (const sub of paths(d.arguments[0]))
              routes.push({
                method: d.name.toUpperCase(),
                path: prefixed(prefix, [at, sub].filter(Boolean).join('/')),
                controller: className,
                handler: memberName(member),
              });
        }
      }
    }
    const entity = decorator(node, 'Entity');
    if (entity) {
      const [name] = entity.arguments;
      const table = name && ts.isStringLiteralLike(name) ? name.text : snakeCase(className);
      tables.push({ table, entity: className, lib: ownerOf(path), path });
    }

    // What each method queues and records, and which of the class's own methods it calls (`this.x(...)`).
    const direct = new Map<string, { jobs: Set<string>; calls: Set<string> }>();
    for (const member of node.members) {
      if (!('body' in member) || !member.name) continue;
      const method = memberName(member);
      const found = { jobs: new Set<string>(), calls: new Set<string>() };
      direct.set(method, found);
      const walk = (inner: ts.Node) => {
        if (ts.isCallExpression(inner) && ts.isPropertyAccessExpression(inner.expression)) {
          const callee = inner.expression.name.text;
          const literals = inner.arguments.filter(ts.isStringLiteralLike).map((a) => a.text);
          if (inner.expression.expression.kind === ts.SyntaxKind.ThisKeyword) found.calls.add(callee);
          if (callee === 'add' || callee === 'schedule') {
            const job = literals.find((text) => jobs.has(text));
            if (job) {
              found.jobs.add(job);
              setOf(queuedBy, job).add(`${className}.${method}`);
            }
          }
          // OutboxService.record(manager, 'name', payload), or .entry('name', payload) for a statement of its own;
          // a template (`booking.cancellation-${what}`) stands for every event it can spell.
          if (callee === 'record' || callee === 'entry') {
            const spelled = inner.arguments.filter(ts.isTemplateExpression).map(templatePattern);
            for (const event of events) {
              if (literals.includes(event) || spelled.some((pattern) => pattern.test(event))) {
                setOf(recordedBy, event).add(className);
              }
            }
          }
        }
        ts.forEachChild(inner, walk);
      };
      ts.forEachChild(member, walk);
    }
    const queuedFrom = (method: string, seen = new Set<string>()): string[] => {
      if (seen.has(method) || !direct.has(method)) return [];
      seen.add(method);
      const { jobs: own, calls } = direct.get(method)!;
      return [...own, ...[...calls].flatMap((callee) => queuedFrom(callee, seen))];
    };

    for (const member of node.members) {
      if (!ts.isMethodDeclaration(member)) continue;
      for (const d of decorators(member)) {
        if (d.name !== 'OnEvent' && d.name !== 'OnJob') continue;
        const options = objectOf(d.arguments[0]);
        const method = memberName(member);
        handlers.push({
          kind: d.name === 'OnEvent' ? 'event' : 'job',
          name: (d.name === 'OnEvent' ? options.event : options.name) ?? '?',
          id: options.handler ?? '',
          queue: options.queue ?? '?',
          where: `${className}.${method}`,
          path,
          queues: [...new Set(queuedFrom(method))].sort(),
        });
      }
    }
  }

  const code = (text: string) => `\`${text}\``;
  const list = (items: Iterable<string>, wrap = code) => [...items].sort().map(wrap).join(', ') || '-';
  const eventRows = [...events].sort().flatMap((event) => {
    const subscribers = handlers.filter((h) => h.kind === 'event' && h.name === event);
    const recorded = list(recordedBy.get(event) ?? []);
    if (!subscribers.length) return [[code(event), recorded, '-', '-', '-', '-']];
    return subscribers
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((h) => [code(event), recorded, code(h.id), `${code(h.where)}<br>${h.path}`, code(h.queue), list(h.queues)]);
  });
  const jobRows = [...jobs].sort().map((job) => {
    const handler = handlers.filter((h) => h.kind === 'job' && h.name === job);
    return [
      code(job),
      list(queuedBy.get(job) ?? []),
      handler.map((h) => `${code(h.where)}<br>${h.path}`).join('<br>') || '-',
      handler.map((h) => code(h.queue)).join(', ') || '-',
    ];
  });
  const routeRows = routes
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
    .map((r) => [`${r.method} ${code(r.path)}`, code(`${r.controller}.${r.handler}`)]);
  const controllerRows = controllers
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => [code(c.name), c.path, list(c.injects)]);
  const tableRows = tables
    .sort((a, b) => a.table.localeCompare(b.table))
    .map((t) => [code(t.table), code(t.entity), code(t.lib), t.path]);

  return [
    '# A map of the code',
    '',
    '<!-- Generated by `npm run docs:map` (apps/devstack/src/code-map.ts) from the code: do not edit by hand. -->',
    '',
    'Where a request, an event and a table live, read from the code by `npm run docs:map`',
    '(`apps/devstack/src/code-map.ts`); `apps/devstack/src/code-map.spec.ts` fails when this page is out of date. How the',
    'parts fit together and why: [architecture.md](architecture.md).',
    '',
    '## HTTP routes',
    '',
    `Every route of the api, with the global prefix (\`/${prefix.name}\`, but for the paths it leaves out), and the`,
    'controller method that answers it (the `@Get`, `@Post`... decorators of the `@Controller` classes).',
    '',
    table(['Route', 'Handler'], routeRows),
    '',
    '### Controllers',
    '',
    'Each controller, its file and what it injects (its constructor parameters).',
    '',
    table(['Controller', 'File', 'Injects'], controllerRows),
    '',
    '## Events',
    '',
    'Each domain event (`EventPayloads` in `libs/base/queue/src/events.ts`), the classes that record it in the outbox',
    '(`OutboxService.record`), its subscribers (`@OnEvent`: their id, method and queue) and the jobs a subscriber',
    'queues.',
    '',
    table(['Event', 'Recorded by', 'Subscriber', 'Method', 'Queue', 'Queues jobs'], eventRows),
    '',
    '## Jobs',
    '',
    'Each plain job (`JobPayloads` in `libs/base/queue/src/jobs.ts`): the methods that queue or schedule it',
    '(`JobQueue.add`, `JobQueue.schedule`) and its one handler (`@OnJob`).',
    '',
    table(['Job', 'Queued by', 'Handler', 'Queue'], jobRows),
    '',
    '## Tables',
    '',
    "Each table, the entity that maps it (`@Entity('name')`) and the library that owns it.",
    '',
    table(['Table', 'Entity', 'Owner', 'File'], tableRows),
    '',
  ].join('\n');
}

/** A Markdown table, its columns padded as the formatter (oxfmt) pads them. */
function table(header: string[], rows: string[][]): string {
  const cells = [header, ...rows].map((row) => row.map((cell) => cell.replace(/\|/g, '\\|')));
  const widths = header.map((_, i) => Math.max(3, ...cells.map((row) => row[i].length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(cells[0]), line(widths.map((w) => '-'.repeat(w))), ...cells.slice(1).map(line)].join('\n');
}

/** The strings a template literal can spell: its literal parts in order, anything between them. */
function templatePattern(template: ts.TemplateExpression): RegExp {
  const parts = [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
}

function setOf(map: Map<string, Set<string>>, key: string): Set<string> {
  if (!map.has(key)) map.set(key, new Set());
  return map.get(key)!;
}

/** `@app/<lib>` for a file of libs/<layer>/<lib>, `apps/<app>` for an app's. */
function ownerOf(path: string): string {
  const [top, first, second] = path.split('/');
  return top === 'libs' ? `@app/${second}` : `${top}/${first}`;
}

function snakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

function memberName(member: ts.ClassElement): string {
  return member.name && (ts.isIdentifier(member.name) || ts.isStringLiteralLike(member.name))
    ? member.name.text
    : (member.name?.getText() ?? '?');
}

/** The property names of the interface `name` (`EventPayloads`: the events; `JobPayloads`: the jobs). */
function payloadNames(files: { file: ts.SourceFile }[], name: string): Set<string> {
  const names = new Set<string>();
  for (const { file } of files) {
    for (const statement of file.statements) {
      if (!ts.isInterfaceDeclaration(statement) || statement.name.text !== name) continue;
      for (const member of statement.members) {
        if (member.name && ts.isStringLiteralLike(member.name)) names.add(member.name.text);
        else if (member.name && ts.isIdentifier(member.name)) names.add(member.name.text);
      }
    }
  }
  return names;
}

/** The api's `app.setGlobalPrefix('api', { exclude: [...] })`: its prefix and the paths it leaves out. */
function globalPrefix(files: { file: ts.SourceFile }[]): { name: string; exclude: RegExp[] } {
  let found = { name: '', exclude: [] as RegExp[] };
  for (const { file } of files) {
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'setGlobalPrefix' &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        const options = node.arguments[1];
        const exclude =
          options && ts.isObjectLiteralExpression(options)
            ? options.properties
                .filter(ts.isPropertyAssignment)
                .filter((p) => p.name.getText() === 'exclude' && ts.isArrayLiteralExpression(p.initializer))
                .flatMap((p) => (p.initializer as ts.ArrayLiteralExpression).elements.filter(ts.isStringLiteralLike))
                .map((e) => new RegExp(`^${e.text.replace(/\{\*\w+\}/g, '.*').replace(/:\w+/g, '[^/]+')}$`))
            : [];
        found = { name: node.arguments[0].text, exclude };
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

function prefixed(prefix: { name: string; exclude: RegExp[] }, path: string): string {
  const clean = path.split('/').filter(Boolean).join('/');
  if (!prefix.name || prefix.exclude.some((pattern) => pattern.test(clean))) return `/${clean}`;
  return `/${[prefix.name, clean].filter(Boolean).join('/')}`;
}

/** A decorator's path argument: a string, a list of them, `{ path }`, or none (''). */
function paths(arg: ts.Expression | undefined): string[] {
  if (!arg) return [''];
  if (ts.isStringLiteralLike(arg)) return [arg.text];
  if (ts.isArrayLiteralExpression(arg)) return arg.elements.flatMap((e) => paths(e));
  if (ts.isObjectLiteralExpression(arg)) return paths(objectValue(arg, 'path'));
  return [`{${arg.getText()}}`];
}

function objectValue(object: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined {
  return object.properties.filter(ts.isPropertyAssignment).find((p) => p.name.getText() === key)?.initializer;
}

/** The string properties of an object literal argument (`{ event: 'x', handler: 'y', queue: 'z' }`). */
function objectOf(arg: ts.Expression | undefined): Record<string, string | undefined> {
  if (!arg || !ts.isObjectLiteralExpression(arg)) return {};
  const values: Record<string, string | undefined> = {};
  for (const p of arg.properties.filter(ts.isPropertyAssignment)) {
    values[p.name.getText()] = ts.isStringLiteralLike(p.initializer) ? p.initializer.text : p.initializer.getText();
  }
  return values;
}

interface DecoratorCall {
  name: string;
  arguments: readonly ts.Expression[];
}

function decorators(node: ts.Node): DecoratorCall[] {
  return (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []).flatMap(
    ({ expression }): DecoratorCall[] => {
      if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) {
        return [{ name: expression.expression.text, arguments: expression.arguments }];
      }
      return ts.isIdentifier(expression) ? [{ name: expression.text, arguments: [] }] : [];
    },
  );
}

function decorator(node: ts.Node, name: string) {
  return decorators(node).find((d) => d.name === name);
}

/**
 * What a class's constructor asks Nest for: each parameter's type as written (`Repository<Booking>`), or the token of
 * its `@Inject(TOKEN)` when it has no type.
 */
function injected(node: ts.ClassDeclaration): string[] {
  const constructor = node.members.find(ts.isConstructorDeclaration);
  return (constructor?.parameters ?? []).map((parameter) => {
    const token = decorator(parameter, 'Inject')?.arguments[0]?.getText();
    const type = parameter.type?.getText().replace(/\s+/g, ' ');
    return type ?? token ?? parameter.name.getText();
  });
}
