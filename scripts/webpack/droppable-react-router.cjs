/**
 * A webpack loader for react-router's published build, so the bundle keeps only the components the store uses.
 *
 * The build defines each component and context at the top level of its module and names it in a statement of its
 * own:
 *
 *     var Form = React10.forwardRef(...);
 *     Form.displayName = "Form";
 *
 * Neither line says it has no side effects, so webpack and the minifier keep every component the package defines,
 * used or not (`Form`, `useSubmit` and what they call...). This loader rewrites each such definition into one
 * expression marked side-effect free, which the minifier drops when nothing uses it, and which keeps its name in
 * React DevTools when something does:
 *
 *     var Form = /*#__PURE__*\/ Object.assign(/*#__PURE__*\/ React10.forwardRef(...), { displayName: "Form" });
 *
 * It only marks calls that have no side effects (React's createContext, forwardRef and memo) and touches nothing
 * else, so the code that runs is the same. Wired in webpack.config.js for the production client build.
 */
const acorn = require('acorn');

const PURE = '/*#__PURE__*/ ';
const SIDE_EFFECT_FREE = new Set(['createContext', 'forwardRef', 'memo']);

/** `React.createContext(...)`, `React10.forwardRef(...)`... */
function isReactDefinition(node) {
  return (
    node?.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    node.callee.object.type === 'Identifier' &&
    /^React\d*$/.test(node.callee.object.name) &&
    node.callee.property.type === 'Identifier' &&
    SIDE_EFFECT_FREE.has(node.callee.property.name)
  );
}

/** `X.displayName = "..."` as a statement: returns `{ target, name }`. */
function displayNameStatement(node) {
  const assignment = node.type === 'ExpressionStatement' ? node.expression : undefined;
  if (assignment?.type !== 'AssignmentExpression' || assignment.operator !== '=') return undefined;
  const { left, right } = assignment;
  if (left.type !== 'MemberExpression' || left.object.type !== 'Identifier') return undefined;
  if (left.property.type !== 'Identifier' || left.property.name !== 'displayName') return undefined;
  if (right.type !== 'Literal' || typeof right.value !== 'string') return undefined;
  return { target: left.object.name, name: right.value };
}

/**
 * @param {string} source
 * @returns {string}
 */
function makeDefinitionsDroppable(source) {
  const program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  /** @type {Map<string, import('acorn').Expression>} */
  const definitions = new Map();
  for (const node of program.body) {
    if (node.type !== 'VariableDeclaration' || node.declarations.length !== 1) continue;
    const [declarator] = node.declarations;
    if (declarator.id.type === 'Identifier' && isReactDefinition(declarator.init))
      definitions.set(declarator.id.name, declarator.init);
  }

  /** @type {{ at: number, remove?: number, insert?: string }[]} */
  const edits = [];
  const named = new Set();
  for (const node of program.body) {
    const statement = displayNameStatement(node);
    const definition = statement && definitions.get(statement.target);
    if (!statement || !definition || named.has(statement.target)) continue;
    named.add(statement.target);
    edits.push({ at: definition.start, insert: `${PURE}Object.assign(` });
    edits.push({ at: definition.end, insert: `, { displayName: ${JSON.stringify(statement.name)} })` });
    edits.push({ at: node.start, remove: node.end - node.start });
  }
  for (const definition of definitions.values()) edits.push({ at: definition.start, insert: PURE });

  // Applied from the end, so each edit's offset is still that of the original source. Of two insertions at one
  // offset the plain mark goes in first, so it ends up after `Object.assign(`, right before the call it marks.
  edits.sort((a, b) => b.at - a.at || (a.insert === PURE ? -1 : 1));
  let out = source;
  for (const edit of edits) {
    out = out.slice(0, edit.at) + (edit.insert ?? '') + out.slice(edit.at + (edit.remove ?? 0));
  }
  return out;
}

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function droppableReactRouter(source) {
  return makeDefinitionsDroppable(source);
};
module.exports.makeDefinitionsDroppable = makeDefinitionsDroppable;
