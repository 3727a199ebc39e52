import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import reactRouterLoader from '../src/react-router-loader';
import { ROUTER_IMPL } from '../src/shared';

/** The file of React Router's production build that defines Link, the one the loader cuts. */
const dir = path.dirname(ROUTER_IMPL);
const routerModule = readdirSync(dir)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => readFileSync(path.join(dir, name), 'utf8'))
  .find((source) => /^var Link = /m.test(source))!;

describe('react-router-loader', () => {
  it("makes each of its cuts in the installed React Router (a release that moves one fails the apps' builds)", () => {
    const out = reactRouterLoader(routerModule);
    expect(out).not.toMatch(/usePrefetchBehavior\(\s*prefetch,\s*rest/);
    expect(out).not.toMatch(/PrefetchPageLinks, \{ page: href \}/);
    expect(out).toContain('function _renderMatches(matches, parentMatches = []) {\n  const dataRouterOpts = void 0;');
    expect(out).not.toMatch(/useViewTransitionState\(path\) && viewTransition/);
    expect(out).not.toMatch(/^\w+\.(displayName|contextType) = /m);
  });

  it('writes a context type inside its class only where the context is defined first', () => {
    const source = ['var Early = React.createContext(null);', 'var A = class extends React.Component {', '};', 'A.contextType = Early;', 'var B = class extends React.Component {', '};', 'B.contextType = Late;', 'var Late = React.createContext(null);', ''].join('\n');
    const out = reactRouterLoader(source);
    expect(out).toContain('var A = class extends React.Component {\n  static contextType = Early;');
    expect(out).not.toContain('A.contextType');
    expect(out).toContain('B.contextType = Late;');
  });

  it('leaves React Router files without Link as they are, but for the pure marks', () => {
    expect(reactRouterLoader('var X = React.createContext(null);\nfoo();\n')).toBe('var X = /* @__PURE__ */ React.createContext(null);\nfoo();\n');
  });
});
