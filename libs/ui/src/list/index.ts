/*
 * Back-office lists, cards on a phone and a table from 640 px (docs/architecture.md#frontend-conventions): a
 * subpath of its own, @hvac/ui/list, outside the shared `@hvac/ui` that every page downloads, so / carries none of it.
 */
export { ResponsiveList, type ResponsiveListProps, type ListColumn, type CardLayout } from './ResponsiveList';
