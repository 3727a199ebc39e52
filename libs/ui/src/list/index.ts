/*
 * Lists of records: back-office lists, cards on a phone and a table from 640 px (docs/architecture.md#frontend-conventions),
 * the table, pagination and a record's status badge. A subpath of its own, @hvac/ui/list, outside the shared
 * `@hvac/ui` that every page downloads, so / carries none of it.
 */
export { ResponsiveList, type ResponsiveListProps, type ListColumn, type CardLayout } from './ResponsiveList';
export { Table, type TableProps, type Column } from '../components/Table';
export { Pagination, pageWindow, type PaginationProps } from '../components/Pagination';
export { StatusBadge, statusLabel, type StatusBadgeProps, type BadgeTone } from '../components/StatusBadge';
