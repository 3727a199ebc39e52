/*
 * Who changed a record and when (docs/architecture.md#history): a subpath of its own, @hvac/ui/history,
 * outside the shared `@hvac/ui` that every page downloads, so / carries none of it.
 */
export { HistoryPanel, type HistoryFieldView, type HistoryFieldViews, type HistoryPanelProps, type HistoryValue } from './HistoryPanel';
