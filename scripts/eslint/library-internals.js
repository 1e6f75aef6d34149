// Local ESLint plugin for eslint.config.js: finding another package's files by path (require.resolve
// and friends), which selectors cannot follow through a variable holding createRequire(...).
import { builtinModules } from 'node:module';

const isCreateRequire = (node) =>
  node?.type === 'CallExpression' &&
  ((node.callee.type === 'Identifier' && node.callee.name === 'createRequire') ||
    (node.callee.type === 'MemberExpression' && !node.callee.computed && node.callee.property.name === 'createRequire'));

// A specifier Node resolves from node_modules: not relative, absolute, a URL, a package import (#) or a builtin.
function packageSpecifier(node) {
  const text = node?.type === 'Literal' ? node.value : node?.type === 'TemplateLiteral' ? node.quasis[0].value.cooked : null;
  if (typeof text !== 'string' || !text || /^([./#]|[a-z]+:)/i.test(text)) return null;
  return builtinModules.includes(text.split('/')[0]) ? null : text;
}

function findVariable(scope, name) {
  for (let s = scope; s; s = s.upper) {
    const variable = s.set.get(name);
    if (variable) return variable;
  }
  return null;
}

/** `require.resolve`, `import.meta.resolve`, `createRequire(…).resolve` or `r.resolve` where `r = createRequire(…)`. */
function isModuleResolver(object, sourceCode) {
  if (object.type === 'MetaProperty' || isCreateRequire(object)) return true;
  if (object.type !== 'Identifier') return false;
  if (object.name === 'require') return true;
  const variable = findVariable(sourceCode.getScope(object), object.name);
  return !!variable?.defs.some((def) => def.type === 'Variable' && isCreateRequire(def.node.init));
}

export const WHY = 'Use libraries through their public API';
export const SEE = 'see eslint.config.js, "library internals"';

export default {
  meta: { name: 'library-internals' },
  rules: {
    'no-package-resolve': {
      meta: {
        type: 'problem',
        docs: { description: "Disallow resolving another package's files by path (require.resolve, import.meta.resolve, createRequire(…).resolve)" },
        schema: [],
        messages: {
          requireAs: `${WHY}: createRequire(…resolve('{{specifier}}')) loads modules as that package itself would, i.e. its internal modules and its own copies of dependencies; import the package instead (${SEE}).`,
          resolve: `${WHY}: resolving '{{specifier}}' to a file path is how a package's internal files get located and loaded; import the package or one of its exports instead (${SEE}).`,
        },
      },
      create(context) {
        return {
          CallExpression(node) {
            const { callee } = node;
            if (callee.type !== 'MemberExpression' || callee.computed || callee.property.name !== 'resolve') return;
            const specifier = packageSpecifier(node.arguments[0]);
            if (!specifier || !isModuleResolver(callee.object, context.sourceCode)) return;
            const requireAs = isCreateRequire(node.parent) && node.parent.arguments[0] === node;
            context.report({ node: requireAs ? node.parent : node, messageId: requireAs ? 'requireAs' : 'resolve', data: { specifier } });
          },
        };
      },
    },
  },
};
