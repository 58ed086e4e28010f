// The import-direction rule of DESIGN.md section 1, without a resolver dependency: every import
// in this codebase between layers is relative, so resolving it against the importing file is
// enough. A zone forbids files inside `target` (except those in its `exceptTarget` sub-folders)
// to import anything inside `from` (except the `except` sub-folders of `from`). Static imports,
// re-exports and dynamic import() all count.
import path from 'node:path';

const SOURCE_EXTENSION = /\.(?:[cm]?[jt]sx?)$/;
const isInside = (file, dir) => file === dir || file.startsWith(`${dir}${path.sep}`);

const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that break the layering of DESIGN.md section 1' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                exceptTarget: { type: 'array', items: { type: 'string' } },
                from: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: { restricted: '{{message}}' },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const applies = (zone) => {
      const target = path.resolve(root, zone.target);
      return isInside(file, target) && !(zone.exceptTarget ?? []).some((exception) => isInside(file, path.resolve(target, exception)));
    };
    const zones = (context.options[0]?.zones ?? []).filter(applies);
    if (zones.length === 0) return {};

    const check = (node) => {
      const specifier = node?.type === 'Literal' ? node.value : undefined;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const imported = path.resolve(path.dirname(file), specifier).replace(SOURCE_EXTENSION, '');
      for (const zone of zones) {
        for (const from of [zone.from].flat()) {
          const forbidden = path.resolve(root, from).replace(SOURCE_EXTENSION, '');
          if (!isInside(imported, forbidden)) continue;
          const allowed = (zone.except ?? []).some((exception) => isInside(imported, path.resolve(forbidden, exception)));
          if (!allowed) context.report({ node, messageId: 'restricted', data: { message: zone.message } });
        }
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const layeringPlugin = { rules: { 'no-restricted-paths': noRestrictedPaths } };
