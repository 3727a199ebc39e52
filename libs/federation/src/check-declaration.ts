import { readFileSync } from 'node:fs';
import { ROLES } from '@hvac/contracts';
import { matchesPath, type NavEntry, type RemoteDeclaration, type WidgetEntry } from './declaration';
import { NAV_GROUPS } from './nav-groups';

/** web-kit's LANGUAGES (test/declaration.test.ts holds them equal): web-kit is browser source Node cannot load here. */
export const DECLARATION_LANGUAGES = ['en', 'fa', 'es'] as const;

const LAYOUTS = ['site', 'back-office'];
const KEYS = ['routes', 'navigation', 'labels', 'widgets'];
const ENTRY_KEYS = ['path', 'label', 'group', 'roles', 'accountMenu'];
const WIDGET_KEYS = ['id', 'module', 'roles', 'order'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const unknownKeys = (value: Record<string, unknown>, known: string[]): string[] => Object.keys(value).filter((key) => !known.includes(key));

/** '/x' or '/x/*', lower-case letters, digits and dashes between the slashes; '/' alone is the home page. */
const PATTERN = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*(?:\/\*)?)?$/;
const PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

function routeProblems(routes: unknown): string[] {
  if (!isObject(routes) || Object.keys(routes).length === 0) return ['routes: give at least one path pattern and its layout'];
  return Object.entries(routes).flatMap(([pattern, layout]) => [
    ...(PATTERN.test(pattern) ? [] : [`routes: '${pattern}' is not a path ('/x', or '/x/*' for it and everything below)`]),
    ...(LAYOUTS.includes(layout as string) ? [] : [`routes['${pattern}']: the layout is 'site' or 'back-office'`]),
  ]);
}

function entryProblems(entry: unknown, index: number, declaration: Record<string, unknown>): string[] {
  const at = `navigation[${index}]`;
  if (!isObject(entry)) return [`${at}: an entry is an object`];
  const { path, label, group, roles, accountMenu } = entry as Partial<Record<keyof NavEntry, unknown>>;
  const routes = isObject(declaration.routes) ? Object.keys(declaration.routes).filter((pattern) => PATTERN.test(pattern)) : [];
  const problems = unknownKeys(entry, ENTRY_KEYS).map((key) => `${at}: unknown field '${key}'`);
  if (typeof path !== 'string' || !PATH.test(path)) problems.push(`${at}.path: a path of this site, such as '/admin/quotes'`);
  else if (!routes.some((pattern) => matchesPath(pattern, path))) problems.push(`${at}.path: '${path}' is not among this remote's routes`);
  if (typeof label !== 'string' || label === '') problems.push(`${at}.label: a key of labels`);
  if (!NAV_GROUPS.includes(group as never)) problems.push(`${at}.group: one of ${NAV_GROUPS.join(', ')}`);
  const known = Array.isArray(roles) && roles.length > 0 && roles.every((role) => (ROLES as readonly unknown[]).includes(role));
  if (!known || new Set(roles as unknown[]).size !== (roles as unknown[]).length) problems.push(`${at}.roles: some of ${ROLES.join(', ')}, each once`);
  if (accountMenu !== undefined && typeof accountMenu !== 'boolean') problems.push(`${at}.accountMenu: true or false`);
  return problems;
}

const WIDGET_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EXPOSED = /^\.\/[A-Za-z0-9-]+$/;

/** The dashboard's widgets (docs/architecture.md#microfrontends): each names its exposed module, its roles and its place. */
function widgetProblems(widgets: unknown): string[] {
  if (widgets === undefined) return [];
  if (!Array.isArray(widgets)) return ['widgets: a list of widgets'];
  const problems = widgets.flatMap((widget: unknown, index) => {
    const at = `widgets[${index}]`;
    if (!isObject(widget)) return [`${at}: a widget is an object`];
    const { id, module, roles, order } = widget as Partial<Record<keyof WidgetEntry, unknown>>;
    const found = unknownKeys(widget, WIDGET_KEYS).map((key) => `${at}: unknown field '${key}'`);
    if (typeof id !== 'string' || !WIDGET_ID.test(id)) found.push(`${at}.id: lower-case words joined by dashes, such as 'overdue-invoices'`);
    if (typeof module !== 'string' || !EXPOSED.test(module)) found.push(`${at}.module: an exposed module, such as './widgets'`);
    const known = Array.isArray(roles) && roles.length > 0 && roles.every((role) => (ROLES as readonly unknown[]).includes(role));
    if (!known || new Set(roles as unknown[]).size !== (roles as unknown[]).length) found.push(`${at}.roles: some of ${ROLES.join(', ')}, each once`);
    if (typeof order !== 'number' || !Number.isInteger(order)) found.push(`${at}.order: a whole number (lower comes first)`);
    return found;
  });
  const ids = widgets.map((widget: { id?: unknown }) => widget?.id);
  for (const [index, id] of ids.entries()) if (ids.indexOf(id) !== index) problems.push(`widgets[${index}].id: '${String(id)}' is listed twice`);
  return problems;
}

function labelProblems(labels: unknown, used: string[]): string[] {
  if (!isObject(labels)) return used.length ? ['labels: the entries need their texts in en, fa and es'] : [];
  const problems = unknownKeys(labels, [...DECLARATION_LANGUAGES]).map((lng) => `labels: '${lng}' is not a language of the site`);
  for (const lng of DECLARATION_LANGUAGES) {
    const texts = labels[lng];
    if (!isObject(texts)) {
      problems.push(`labels.${lng}: missing`);
      continue;
    }
    for (const key of used) if (typeof texts[key] !== 'string' || texts[key] === '') problems.push(`labels.${lng}.${key}: missing`);
    for (const key of Object.keys(texts)) if (!used.includes(key)) problems.push(`labels.${lng}.${key}: no entry uses it`);
  }
  return problems;
}

/** Every problem of a declaration, in words a remote's team can act on; none means it is valid. */
export function declarationProblems(value: unknown): string[] {
  if (!isObject(value)) return ['a declaration is an object with routes, navigation, labels and widgets'];
  const problems = [...unknownKeys(value, KEYS).map((key) => `unknown field '${key}'`), ...routeProblems(value.routes)];
  const navigation = value.navigation ?? [];
  if (!Array.isArray(navigation)) return [...problems, 'navigation: a list of entries'];
  problems.push(...navigation.flatMap((entry, index) => entryProblems(entry, index, value)));
  const paths = navigation.map((entry: { path?: unknown }) => entry?.path);
  for (const [index, path] of paths.entries()) if (paths.indexOf(path) !== index) problems.push(`navigation[${index}].path: '${String(path)}' is listed twice`);
  const used = [...new Set(navigation.map((entry: { label?: unknown }) => entry?.label).filter((label): label is string => typeof label === 'string'))];
  return [...problems, ...labelProblems(value.labels, used), ...widgetProblems(value.widgets)];
}

/** Reads and checks a declaration file; throws naming the file and every problem. */
export function readDeclaration(file: string): RemoteDeclaration {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  const problems = declarationProblems(value);
  if (problems.length) throw new Error(`${file} is not a valid remote declaration (docs/architecture.md#microfrontends):\n- ${problems.join('\n- ')}`);
  return value as RemoteDeclaration;
}
