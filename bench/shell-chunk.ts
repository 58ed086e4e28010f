// The signed-in shell as one chunk (vite.config.ts). Left to automatic chunking, every module
// lands in the chunk of the exact set of pages that use it, so each new lazy page split the
// shell's Semi pieces further: more files for the shell, each with its import and export lists
// and its name repeated in every preload map. The modules the shell runs are found here, from the
// shell's roots, and grouped into one chunk that no page can split.
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type Program = ReturnType<Rolldown.PluginContext['parse']>;
type Statement = Program['body'][number];
/** The names asked of a module, or all of it. */
type Wanted = ReadonlySet<string> | 'all';
/** What a barrel passes on: a name to the module and name it comes from, and its `export *` modules. */
interface Barrel {
  readonly named: ReadonlyMap<string, { readonly source: string; readonly name: string }>;
  readonly stars: readonly string[];
}

const langOf = (id: string): 'ts' | 'tsx' | 'jsx' | 'js' => (id.endsWith('.tsx') ? 'tsx' : id.endsWith('.jsx') ? 'jsx' : /\.[cm]?ts$/.test(id) ? 'ts' : 'js');
const nameOf = (node: { type: string; name?: string; value?: unknown }): string => (node.type === 'Identifier' ? (node.name ?? '') : String(node.value));

/**
 * A module that only passes on other modules' exports (Semi's icon index, date-fns' index and its
 * locales). Following all of its imports would put every icon and every date function in the
 * shell; only the names asked of it are followed.
 */
function barrelOf(program: Program): Barrel | undefined {
  const imported = new Map<string, { source: string; name: string }>();
  const named = new Map<string, { source: string; name: string }>();
  const stars: string[] = [];
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      // An import for its side effects (Semi's style sheets) runs the module's own code.
      if (statement.specifiers.length === 0) return undefined;
      for (const specifier of statement.specifiers) {
        const name = specifier.type === 'ImportSpecifier' ? nameOf(specifier.imported) : specifier.type === 'ImportDefaultSpecifier' ? 'default' : '*';
        imported.set(specifier.local.name, { source: statement.source.value, name });
      }
    } else if (statement.type === 'ExportAllDeclaration' && statement.exported === null) stars.push(statement.source.value);
    else if (statement.type === 'ExportNamedDeclaration' && statement.declaration === null) {
      for (const specifier of statement.specifiers) {
        const local = nameOf(specifier.local);
        const origin = statement.source === null ? imported.get(local) : { source: statement.source.value, name: local };
        if (origin === undefined) return undefined;
        named.set(nameOf(specifier.exported), origin);
      }
    } else if (statement.type === 'ExportDefaultDeclaration' && statement.declaration.type === 'Identifier') {
      const origin = imported.get(statement.declaration.name);
      if (origin === undefined) return undefined;
      named.set('default', origin);
    } else return undefined;
  }
  return named.size > 0 || stars.length > 0 ? { named, stars } : undefined;
}

/** What a module that runs its own code asks of the modules it imports statically. */
function importsOf(statement: Statement): { source: string; wanted: Wanted } | undefined {
  if (statement.type === 'ImportDeclaration') {
    if (statement.importKind === 'type') return undefined;
    const names = statement.specifiers.map((specifier) => (specifier.type === 'ImportSpecifier' ? nameOf(specifier.imported) : specifier.type === 'ImportDefaultSpecifier' ? 'default' : '*'));
    return { source: statement.source.value, wanted: names.length === 0 || names.includes('*') ? 'all' : new Set(names) };
  }
  if (statement.type === 'ExportAllDeclaration') return { source: statement.source.value, wanted: 'all' };
  if (statement.type === 'ExportNamedDeclaration' && statement.source !== null) return { source: statement.source.value, wanted: new Set(statement.specifiers.map((specifier) => nameOf(specifier.local))) };
  return undefined;
}

/**
 * A chunk group holding every module the shell's roots run, found when the module graph is
 * complete. Dependencies are not added by the bundler (`includeDependenciesRecursively: false`):
 * the walk has found the ones the shell needs, and the login page's modules, which the shell also
 * imports, stay in the group that the config gives a higher priority.
 */
export function shellChunk(roots: readonly string[]): { plugin: Plugin; group: Rolldown.CodeSplittingGroup } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'shell-chunk',
    apply: 'build',
    generateBundle: checkShellChunk(members),
    async buildEnd(error) {
      members.clear();
      if (error !== undefined) return;
      const asked = new Map<string, Set<string>>();
      const queue: { id: string; wanted: Wanted }[] = roots.map((root) => ({ id: path.resolve(root), wanted: 'all' }));
      const resolved = async (source: string, importer: string): Promise<string | undefined> => (await this.resolve(source, importer))?.id;
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        const { id, wanted } = next;
        const info = this.getModuleInfo(id);
        if (info === null || members.has(id)) continue;
        const program = info.code === null || !/\.[cm]?[jt]sx?$/.test(id) ? undefined : this.parse(info.code, { lang: langOf(id), astType: 'ts' });
        const barrel = program === undefined ? undefined : barrelOf(program);
        if (barrel !== undefined && wanted !== 'all') {
          const before = asked.get(id) ?? new Set<string>();
          const fresh = [...wanted].filter((name) => !before.has(name));
          asked.set(id, new Set([...before, ...fresh]));
          for (const name of fresh) {
            const origin = barrel.named.get(name);
            if (origin !== undefined) {
              const target = await resolved(origin.source, id);
              if (target !== undefined) queue.push({ id: target, wanted: origin.name === '*' ? 'all' : new Set([origin.name]) });
              continue;
            }
            for (const star of barrel.stars) {
              const target = await resolved(star, id);
              if (target !== undefined && this.getModuleInfo(target)?.exports.includes(name) === true) queue.push({ id: target, wanted: new Set([name]) });
            }
          }
          continue;
        }
        members.add(id);
        const edges = (program?.body ?? []).map(importsOf).filter((edge) => edge !== undefined);
        // CommonJS (React, lodash) and style sheets name their dependencies without import statements.
        if (edges.length === 0) for (const imported of info.importedIds) queue.push({ id: imported, wanted: 'all' });
        for (const edge of edges) {
          const target = await resolved(edge.source, id);
          if (target !== undefined) queue.push({ id: target, wanted: edge.wanted });
        }
      }
    },
  };
  // The roots keep chunks of their own, as the pages that import them expect (the login page's
  // "application chunk", src/composition/app.tsx, is one).
  const rootIds = new Set(roots.map((root) => path.resolve(root)));
  return { plugin, group: { name: 'shell', test: (id) => members.has(id) && !rootIds.has(id), includeDependenciesRecursively: false } };
}

/**
 * Fails the build on the two ways the group could go wrong: the login page reaching the shell's
 * chunk, or the shell's chunk and another importing each other (a module the walk missed, left to
 * automatic chunking, that imports the shell back), which can run a module before its imports.
 */
function checkShellChunk(members: ReadonlySet<string>): NonNullable<Plugin['generateBundle']> {
  return function check(_options, bundle) {
    const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
    const reaches = (from: string, target: string): boolean => {
      const seen = new Set<string>();
      const stack = [from];
      for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
        if (file === target) return true;
        if (seen.has(file)) continue;
        seen.add(file);
        stack.push(...(chunks.get(file)?.imports ?? []));
      }
      return false;
    };
    // The walk also meets the login page's modules, which stay in the entry chunk.
    const shellFiles = [...chunks.values()].filter((chunk) => !chunk.isEntry && !chunk.isDynamicEntry && chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => members.has(id))).map((chunk) => chunk.fileName);
    if (shellFiles.length === 0) this.error('no chunk holds the shell');
    for (const shellFile of shellFiles) {
      for (const entry of [...chunks.values()].filter((chunk) => chunk.isEntry)) {
        if (reaches(entry.fileName, shellFile)) this.error(`the login page (${entry.fileName}) imports the shell's chunk ${shellFile}`);
      }
      for (const imported of chunks.get(shellFile)?.imports ?? []) {
        if (reaches(imported, shellFile)) this.error(`the shell's chunk ${shellFile} and ${imported} import each other`);
      }
    }
  };
}
