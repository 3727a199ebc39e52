/**
 * React Router 7 ships its declarative, data and framework modes in one module, and webpack drops what
 * the router facade does not re-export only where nothing at the module's top level keeps it alive.
 * A component made by forwardRef or memo, a context, a class component's `X.contextType = …` and each
 * `X.displayName = "…"` (which only React's development tools read) count as side effects: they kept
 * <Form> with its submission helpers and the data routers' contexts in every first load (bench:
 * JavaScript on /). Marking those calls pure, writing the context type inside its class and leaving the
 * names out lets the unused ones go; the used ones run as before.
 *
 * Two parts serve only data and framework routers, which the apps never create (the facade exports
 * none): <Link prefetch>, which preloads a route's modules from framework mode's manifest (no link asks
 * for it; the default is "none"), and the route rendering's handling of a data router's state (loader
 * errors, hydration fallbacks, error boundaries of RSC redirects). Both are cut, and with them the code
 * only they reached. Each cut must find its text, or the build fails naming it, so a React Router
 * release that moves it cannot leave it in unnoticed.
 */
const PURE_CALLS: [RegExp, string] = [/^var (\w+) = (React\w*\.(?:forwardRef|memo|createContext))\(/gm, 'var $1 = /* @__PURE__ */ $2('];
const DISPLAY_NAMES: [RegExp, string] = [/^\w+\.displayName = "[^"]*";$/gm, ''];

/** `var X = class extends … {` … `X.contextType = C;` becomes `var X = class extends … { static contextType = C;` … */
function contextTypesInside(source: string): string {
  let out = source;
  for (const [line, name, context] of source.matchAll(/^(\w+)\.contextType = (\w+);$/gm)) {
    const head = new RegExp(`^(var ${name} = class extends [\\w.]+ \\{)$`, 'm');
    const defined = new RegExp(`^var ${context} = `, 'm').exec(out)?.index ?? Infinity;
    // Only where the context exists before the class does, as it did when the assignment ran.
    if (!(defined < (head.exec(out)?.index ?? -1))) continue;
    out = out.replace(head, `$1\n  static contextType = ${context};`).replace(`${line}\n`, '');
  }
  return out;
}

const DATA_ROUTER_ONLY: [RegExp, string][] = [
  // In Link: `prefetch` as its default "none" would make it, with no element of its own to render.
  [/usePrefetchBehavior\(\s*prefetch,\s*rest\s*\)/, '[false, null, {}]'],
  [/return shouldPrefetch && !isAbsolute \? .*PrefetchPageLinks.* : link;/, 'return link;'],
  // <Routes> and renderMatches() pass no data router's options: the minifier drops every branch on them.
  [/function _renderMatches\(matches, parentMatches = \[\], dataRouterOpts\) \{/, 'function _renderMatches(matches, parentMatches = []) {\n  const dataRouterOpts = void 0;'],
  // In NavLink: a view transition is only ever asked of a data router's state, which is never there.
  [/useViewTransitionState\(path\) && viewTransition === true/, 'false'],
];

export default function reactRouterLoader(source: string): string {
  let out = contextTypesInside(source.replace(...PURE_CALLS).replace(...DISPLAY_NAMES));
  // Only the module that defines Link and the route rendering holds them; React Router's other files pass through.
  if (!/^var Link = /m.test(out)) return out;
  for (const [pattern, replacement] of DATA_ROUTER_ONLY) {
    if (!pattern.test(out)) throw new Error(`react-router-loader: ${pattern} is not in React Router any more: see react-router-loader's comment`);
    out = out.replace(pattern, replacement);
  }
  return out;
}
