/**
 * React Router 7 ships its declarative, data and framework modes in one module, and webpack drops what
 * the router facade does not re-export only where nothing at the module's top level keeps it alive.
 * A component made by forwardRef or memo, a context, and each `X.displayName = "…"` (which only React's
 * development tools read) count as side effects: they kept <Form> with its submission helpers and the
 * data routers' contexts in every first load (bench: JavaScript on /). Marking those calls pure and
 * leaving the names out lets the unused ones go; the used ones run as before.
 *
 * <Link prefetch> preloads a route's modules from framework mode's manifest; under the apps'
 * BrowserRouter there is none, and no link asks for it (the default is "none"). Link's part for it is
 * cut, and with it the prefetch machinery every first load carried. Each cut must find its text, or the
 * build fails naming it, so a React Router release that moves it cannot leave it in unnoticed.
 */
const PURE_CALLS: [RegExp, string] = [/^var (\w+) = (React\w*\.(?:forwardRef|memo|createContext))\(/gm, 'var $1 = /* @__PURE__ */ $2('];
const DISPLAY_NAMES: [RegExp, string] = [/^\w+\.displayName = "[^"]*";$/gm, ''];

/** In Link: `prefetch` as its default "none" would make it, with no element of its own to render. */
const LINK_PREFETCH: [RegExp, string][] = [
  [/usePrefetchBehavior\(\s*prefetch,\s*rest\s*\)/, '[false, null, {}]'],
  [/return shouldPrefetch && !isAbsolute \? .*PrefetchPageLinks.* : link;/, 'return link;'],
];

export default function reactRouterLoader(source: string): string {
  let out = source.replace(...PURE_CALLS).replace(...DISPLAY_NAMES);
  // Only the module that defines Link holds them; the other files of the build pass through.
  if (!/^var Link = /m.test(out)) return out;
  for (const [pattern, replacement] of LINK_PREFETCH) {
    if (!pattern.test(out)) throw new Error(`react-router-loader: ${pattern} is not in React Router's Link any more; see the comment above it`);
    out = out.replace(pattern, replacement);
  }
  return out;
}
