/**
 * React Router 7 ships its declarative, data and framework modes in one module, and webpack drops what
 * the router facade does not re-export only where nothing at the module's top level keeps it alive.
 * A component made by forwardRef or memo, a context, and each `X.displayName = "…"` (which only React's
 * development tools read) count as side effects: they kept <Form> with its submission helpers and the
 * data routers' contexts in every first load (bench: JavaScript on /). Marking those calls pure and
 * leaving the names out lets the unused ones go; the used ones run as before.
 */
export default function reactRouterLoader(source: string): string {
  return source
    .replace(/^var (\w+) = (React\w*\.(?:forwardRef|memo|createContext))\(/gm, 'var $1 = /* @__PURE__ */ $2(')
    .replace(/^\w+\.displayName = "[^"]*";$/gm, '');
}
